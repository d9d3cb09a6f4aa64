// The title a visitor sees on a public record's page, looked up for its prerendered document: the
// route parameter read exactly as the web app reads it, and only records a visitor may see. Null
// means the page is not found (HTTP 404). A parameter no record can have (a NUL, text PostgreSQL
// cannot store, a number beyond an id) is null without asking the database.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { isStorableText } from '../domain/storable-text.ts';
import { MAX_KEY_LENGTH } from '../v1/shared/path-params.ts';
import { MAX_ID } from '../v1/shared/rules.ts';
import type { RecordKind } from './documents-manifest.ts';

/**
 * The same reading of the route parameter as the web's `evaluationKey`: a slug (any letter case),
 * or an all-digit id when no slug matches; published evaluations only.
 */
async function publishedEvaluationTitle(db: Kysely<Database>, param: string) {
  const key = param.trim().toLowerCase();
  if (key === '') return null;
  const id = /^\d{1,9}$/.test(key) ? Number(key) : null;
  const rows = await db
    .selectFrom('evaluations')
    .select(['title', 'slug'])
    .where('status', '=', 'published')
    .where((eb) =>
      id === null ? eb('slug', '=', key) : eb.or([eb('slug', '=', key), eb('id', '=', id)]),
    )
    .limit(2)
    .execute();
  const row = rows.find((candidate) => candidate.slug === key) ?? rows[0];
  return row?.title ?? null;
}

/** As the web's `isRecordId`: organisations are addressed by their id alone. */
function organisationId(param: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}

const organisationTitle =
  (table: 'associations' | 'programs' | 'trial_bureaus') =>
  async (db: Kysely<Database>, param: string) => {
    const id = organisationId(param);
    if (id === null) return null;
    // Every visitor may read every organisation (v1/organisations).
    const row =
      table === 'trial_bureaus'
        ? await db
            .selectFrom('trial_bureaus')
            .select('name as title')
            .where('id', '=', id)
            .executeTakeFirst()
        : await db.selectFrom(table).select('title').where('id', '=', id).executeTakeFirst();
    return row?.title ?? null;
  };

const lookups: Record<RecordKind, (db: Kysely<Database>, param: string) => Promise<string | null>> =
  {
    evaluation: publishedEvaluationTitle,
    association: organisationTitle('associations'),
    program: organisationTitle('programs'),
    trialBureau: organisationTitle('trial_bureaus'),
  };

/** The title of the public record a detail page names, or null when a visitor cannot see one. */
export async function visibleRecordTitle(
  db: Kysely<Database>,
  kind: RecordKind,
  param: string,
): Promise<string | null> {
  if (param.length > MAX_KEY_LENGTH || !isStorableText(param)) return null;
  return lookups[kind](db, param);
}
