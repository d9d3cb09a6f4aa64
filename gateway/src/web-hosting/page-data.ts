// The answers a page carries in its HTML for its first render. The web build writes, beside a
// prerendered document, the operations the page needs first (`<file>.data.json`: query and
// variables; web/src/api/page-data.ts); serving that document, the gateway runs them as an
// anonymous visitor through the GraphQL facade and embeds the answers as
// `<script type="application/json" id="page-data">{ "<operation>": { variables, data } }`, which
// the page takes instead of asking. A slow or failing operation does not hold the page up: the
// page goes out without its answer and asks as it would otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AnonymousQuery } from '../graphql/graphql-plugin.ts';

/** How long a page may wait for its answers before it is sent without. */
export const PAGE_DATA_TIMEOUT_MS = 1_000;

/** Must match PAGE_DATA_ELEMENT_ID in web/src/api/page-data.ts. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

const pageDataOperations = z.array(
  z.object({
    query: z.string().min(1),
    variables: z.record(z.string(), z.unknown()),
    // The answer is the same for every reader (the site's own content): a signed-in page keeps it.
    everyone: z.literal(true).optional(),
  }),
);
export type PageDataOperation = z.infer<typeof pageDataOperations>[number];

/** A page's operations, with the query-string names they read (`?<name>`), worked out once. */
export interface PageDataSpec {
  operations: PageDataOperation[];
  queryNames: ReadonlySet<string>;
}

/** A variable's value that stands for a request value: `:<param>` (route) or `?<name>` (query). */
const REQUEST_VALUE = /^([:?])(\w+)$/;

export function pageDataSpec(operations: PageDataOperation[]): PageDataSpec {
  const queryNames = new Set<string>();
  for (const { variables } of operations)
    for (const value of Object.values(variables)) {
      const read = typeof value === 'string' ? REQUEST_VALUE.exec(value) : null;
      if (read?.[1] === '?' && read[2]) queryNames.add(read[2]);
    }
  return { operations, queryNames };
}

/** The operations written beside a document of the build, or null. */
export function readPageDataSpec(distDir: string, file: string): PageDataSpec | null {
  const specFile = path.join(distDir, `${file}.data.json`);
  if (!fs.existsSync(specFile)) return null;
  return pageDataSpec(pageDataOperations.parse(JSON.parse(fs.readFileSync(specFile, 'utf8'))));
}

/** The operation's name (the key of its answer), or null for an anonymous one. */
export function operationNameOf(query: string): string | null {
  return /^\s*query\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1] ?? null;
}

/**
 * JSON that cannot end the script element or start a comment in it: `<` is written as \u003c
 * (JSON.stringify already escapes control characters; U+2028/U+2029 are valid JSON).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The document with the answers as its page-data element, just before `</body>`. */
export function embedPageData(html: string, answers: unknown): string {
  const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + element : html.slice(0, end) + element + html.slice(end);
}

/**
 * The operations of one page request, or null when their answers would not be the page's: a
 * variable whose value reads `:<param>` (as the build writes it) takes that route parameter's
 * value, one that reads `?<name>` that query parameter's value. A record's page (`ignoreQuery`)
 * keeps no state in its query string; on any other page the query string must hold exactly the
 * names the operations read, each with a value (a list's first page without one, the search page
 * with its term and nothing else).
 */
export function operationsForRequest(
  { operations, queryNames: read }: PageDataSpec,
  params: Record<string, string | undefined>,
  query: URLSearchParams,
  ignoreQuery = false,
): PageDataOperation[] | null {
  if (!ignoreQuery) {
    const given = [...query.keys()];
    if (given.length !== read.size || given.some((name) => !read.has(name))) return null;
    if ([...read].some((name) => query.getAll(name).length !== 1 || !query.get(name)?.trim()))
      return null;
  }
  return operations.map(({ query: text, variables, everyone }) => ({
    query: text,
    ...(everyone ? { everyone } : {}),
    variables: Object.fromEntries(
      Object.entries(variables).map(([name, value]) => {
        const read = typeof value === 'string' ? REQUEST_VALUE.exec(value) : null;
        if (!read?.[2]) return [name, value];
        return [name, (read[1] === ':' ? params[read[2]] : query.get(read[2])) ?? ''];
      }),
    ),
  }));
}

export interface EmbeddedAnswer {
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
  /** The same for every reader: staff's pages use it too (web/src/api/page-data.ts). */
  everyone?: true;
}

/**
 * The operations' answers for a request made now (a declared `$now` gets the time, to the minute),
 * by operation name; those that fail or take too long are left out; null when none answered.
 */
export async function pageDataFor(
  run: AnonymousQuery,
  operations: PageDataOperation[],
  timeoutMs = PAGE_DATA_TIMEOUT_MS,
): Promise<Record<string, EmbeddedAnswer> | null> {
  // To the minute, as the web app asks (its answers can then come from the anonymous-read cache).
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const answered = await Promise.all(
      operations.map(async ({ query, variables: given, everyone }) => {
        const name = operationNameOf(query);
        if (name === null) return null;
        const variables = /\$now\b/.test(query) ? { ...given, now } : given;
        const data = await Promise.race([run(query, variables).catch(() => null), late]);
        if (data === null) return null;
        return [name, { variables, data, ...(everyone ? { everyone } : {}) }] as const;
      }),
    );
    const answers = Object.fromEntries(answered.filter((entry) => entry !== null));
    return Object.keys(answers).length > 0 ? answers : null;
  } finally {
    clearTimeout(timer);
  }
}
