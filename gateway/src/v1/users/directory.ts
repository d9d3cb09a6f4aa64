// GET /v1/users/directory: any signed-in user finds colleagues by name to add them to an
// evaluation. It answers only what a colleague may see (name, title, organisation), never an
// e-mail address, phone number, role or activity, and only active accounts.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../shared/http-errors.ts';
import { contextOf } from '../shared/resource.ts';
import { searchWords } from '../shared/search-query.ts';
import { authorize } from '../shared/viewer.ts';
import { fieldErrorsFromIssues } from '../shared/zod-issues.ts';

export const DIRECTORY_MAX_LIMIT = 20;
export const DIRECTORY_DEFAULT_LIMIT = 10;
export const DIRECTORY_MIN_SEARCH = 2;

export interface DirectoryUserOut {
  id: number;
  name: string;
  title: string | null;
  /** The user's program title, else their association title, else null. */
  organisation: string | null;
}

const directoryQuery = z.strictObject({
  filter: z.preprocess(
    (value) => value ?? {},
    z.strictObject({
      search: z.string().trim().min(DIRECTORY_MIN_SEARCH).max(100),
    }),
  ),
  // Larger limits are capped rather than refused: the directory is a suggestion list.
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .transform((limit) => Math.min(limit, DIRECTORY_MAX_LIMIT))
    .default(DIRECTORY_DEFAULT_LIMIT),
});

/** A LIKE pattern for one folded search word, LIKE's wildcards escaped. */
const wordPattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function searchDirectory(
  db: Db,
  search: string,
  limit: number,
): Promise<DirectoryUserOut[]> {
  const words = searchWords(search);
  if (words.length === 0) return [];
  // Every word must occur in the display name or in the first or last name.
  const haystack = sql`zv_fold(coalesce(u.name, '') || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;
  let query = db
    .selectFrom('users as u')
    .leftJoin('programs as p', 'p.id', 'u.program_id')
    .leftJoin('associations as a', 'a.id', 'u.association_id')
    .select(['u.id', 'u.name', 'u.title', 'p.title as program', 'a.title as association'])
    .where('u.is_active', '=', true);
  for (const word of words) query = query.where(haystack, 'like', wordPattern(word));
  const rows = await query.orderBy(sql`lower(u.name)`).orderBy('u.id').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    organisation: row.program ?? row.association ?? null,
  }));
}

export function registerUserDirectory(app: FastifyInstance, db: Db): void {
  app.get(
    '/users/directory',
    {
      schema: {
        tags: ['users'],
        summary: 'Active users by name: only id, name, title and organisation (any signed-in user)',
      },
    },
    async (request): Promise<{ data: DirectoryUserOut[] }> => {
      const context = contextOf(request, db);
      authorize(context.viewer, 'authenticated');
      const parsed = directoryQuery.safeParse(request.query ?? {});
      if (!parsed.success) throw new ValidationError(fieldErrorsFromIssues(parsed.error.issues));
      return { data: await searchDirectory(db, parsed.data.filter.search, parsed.data.limit) };
    },
  );
}
