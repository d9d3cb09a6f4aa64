// The path parameters of /v1 routes, defined once: record ids and keys (an evaluation's slug). A
// segment no record can have (not a number, beyond PostgreSQL's integer, over-long, a NUL or text
// PostgreSQL cannot store) names nothing: the error handler answers 404, as for an unknown id,
// and the database never sees it (it answered 500 for a NUL once).
import { z } from 'zod';
import { isStorableText } from '../../domain/storable-text.ts';
import { notFound } from './http-errors.ts';
import { MAX_ID } from './rules.ts';

/** A key (slug) is at most this long; longer ones name no record. */
export const MAX_KEY_LENGTH = 200;

/**
 * An id in a path: digits only (`0x1F` and `1e3` name nothing), a positive 32-bit integer. It
 * parses the number route validation already made from the segment, too (`checkOwner`).
 */
const pathId = z.coerce
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_ID));

/** `/:id` of a record addressed by its id. */
export const idParams = z.object({ id: pathId });

/** `/:id/relationships/<name>/:relationId`. */
export const relationParams = z.object({ id: pathId, relationId: pathId });

/** `/:id` of a record addressed by its id or its key: text PostgreSQL can store. */
export const keyParams = z.object({
  id: z.string().min(1).max(MAX_KEY_LENGTH).refine(isStorableText),
});

/** A positive 32-bit id from a path segment, or undefined (answered 404 like an unknown id). */
export function parseRecordId(value: unknown): number | undefined {
  const parsed = pathId.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Every route's guard, before its own validation: a path parameter PostgreSQL could not store
 * names nothing, whatever the route does with it.
 */
export function refuseUnstorableParams(params: unknown): void {
  if (params === null || typeof params !== 'object') return;
  for (const value of Object.values(params))
    if (typeof value === 'string' && !isStorableText(value)) throw notFound();
}
