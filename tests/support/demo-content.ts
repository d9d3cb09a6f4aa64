// What several /v1 tests look up in the demo content before they start: ids by a known title,
// status or code, straight from the database (or from /v1 where the test is about /v1's view).
import { sql } from 'kysely';
import type { Db } from '../../gateway/src/db/database.ts';
import type { V1Client } from './api-server.ts';
import type { V1List } from './seeded-gateway.ts';

/** The ids of the evaluations with this status, in id order. */
export async function evaluationIds(db: Db, status: string): Promise<number[]> {
  const rows = await db
    .selectFrom('evaluations')
    .select('id')
    .where('status', '=', status)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The first evaluation (by id) that is not published. */
export async function firstUnpublishedEvaluationId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('evaluations')
    .select('id')
    .where('status', '<>', 'published')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the association with this abbreviation (`NVvH`). */
export async function associationId(db: Db, abbreviation: string): Promise<number> {
  const row = await db
    .selectFrom('associations')
    .select('id')
    .where('abbreviation', '=', abbreviation)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every center's id, in id order. */
export async function allCenterIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('centers').select('id').orderBy('id').execute()).map((row) => row.id);
}

/** The id of the first center /v1 finds for a title (`filter[search]`), as `client` sees it. */
export async function centerIdByTitle(client: V1Client, title: string): Promise<number> {
  const response = await client.get<V1List<{ id: number }>>(
    `/centers?filter[search]=${encodeURIComponent(title)}`,
  );
  const center = response.body.data[0];
  if (!center) throw new Error(`no center found for ${title}`);
  return center.id;
}

/** Country ids by ISO code (`NL`). */
export async function countryIdsByCode(db: Db): Promise<Record<string, number>> {
  const countries = await db.selectFrom('countries').select(['id', 'code']).execute();
  return Object.fromEntries(countries.map((country) => [country.code, country.id]));
}

/** The file of the first document (by id) of a published evaluation, public or not. */
export async function publishedDocumentFile(db: Db, isPublic: boolean): Promise<number> {
  const row = await db
    .selectFrom('documents')
    .innerJoin('evaluations', 'evaluations.id', 'documents.evaluation_id')
    .select('documents.file_id')
    .where('documents.is_public', '=', isPublic)
    .where('evaluations.status', '=', 'published')
    .orderBy('documents.id')
    .executeTakeFirstOrThrow();
  return row.file_id;
}

/** How many files are stored (uploads a refused write must not leave behind). */
export async function fileCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
