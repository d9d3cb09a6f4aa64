// The global search: one term, three /v1 lists side by side (associations, programs, published
// evaluations; `filter[search]`, logos included, 4 of each). A part that fails or times out is
// reported in `errors`; the others still answer.
import { GraphQLError } from 'graphql';
import type { V1Record } from '../caller-v1.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { evaluationUrl } from './misc-resolvers.ts';

/** Results per kind (spec: 4 results per type). */
export const SEARCH_LIMIT = 4;
/** Shown where a record has no logo; served by the web app. */
export const DEFAULT_AVATAR = '/images/default-avatar.svg';
const MAX_TERM = 200;

type SearchModel = 'ASSOCIATION' | 'PROGRAM' | 'EVALUATION';

interface SearchPart {
  model: SearchModel;
  path: string;
  filter: Record<string, unknown>;
  url: (record: V1Record) => string;
  subtitle: string;
}

const parts: SearchPart[] = [
  {
    model: 'ASSOCIATION',
    path: '/associations',
    filter: {},
    url: (record) => `/associations/${record.id}`,
    subtitle: 'vereniging',
  },
  {
    model: 'PROGRAM',
    path: '/programs',
    filter: {},
    url: (record) => `/programs/${record.id}`,
    subtitle: 'programma',
  },
  {
    model: 'EVALUATION',
    path: '/evaluations',
    filter: { status: 'published' },
    url: (record) => evaluationUrl(record),
    subtitle: 'zorgevaluatie',
  },
];

const logoUrl = (record: V1Record) => {
  const logo = record.logo as { url?: unknown } | null | undefined;
  return typeof logo?.url === 'string' && logo.url !== '' ? logo.url : DEFAULT_AVATAR;
};

export const search: QueryResolvers['search'] = async (_root, { term }, context) => {
  const words = term.trim();
  if (words.length > MAX_TERM)
    throw new GraphQLError(`The search term may be at most ${MAX_TERM} characters.`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  if (words === '') return { items: [], errors: [] };
  const answers = await Promise.allSettled(
    parts.map((part) =>
      context.v1.list(part.path, {
        filter: { search: words, ...part.filter },
        with: ['logo'],
        limit: SEARCH_LIMIT,
      }),
    ),
  );
  const items = [];
  const errors = [];
  for (const [index, answer] of answers.entries()) {
    const part = parts[index] as SearchPart;
    if (answer.status === 'rejected') {
      const reason = answer.reason;
      errors.push({
        model: part.model,
        message: reason instanceof Error ? reason.message : String(reason),
      });
      continue;
    }
    for (const record of answer.value.data)
      items.push({
        id: record.id,
        model: part.model,
        url: part.url(record),
        title: String(record.title ?? record.name ?? ''),
        avatar: logoUrl(record),
        subtitle: part.subtitle,
      });
  }
  return { items, errors };
};
