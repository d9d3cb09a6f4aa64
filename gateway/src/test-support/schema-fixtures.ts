// Helpers for the schema tests: rows to insert and the PostgreSQL error code of a failed write.
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { EvaluationsTable } from '../db/types.ts';

export const CHECK = '23514';
export const UNIQUE = '23505';
/** ON DELETE RESTRICT: PostgreSQL 15 reports restrict_violation, newer builds foreign_key_violation. */
export const RESTRICTED = ['23001', '23503'];

export async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

export const newEvaluation = (db: Db, values: Partial<Insertable<EvaluationsTable>> = {}) =>
  db
    .insertInto('evaluations')
    .values({ title: 'Gips of brace na een enkelfractuur', ...values })
    .returning('id');

export const newFile = (db: Db) =>
  db
    .insertInto('files')
    .values({
      storage_key: `k-${Math.random()}`,
      original_name: 'a.pdf',
      mime_type: 'application/pdf',
      size_bytes: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
