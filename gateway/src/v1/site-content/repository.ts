// Every query of /v1/site-content: the one row of site details with the sponsors in their order,
// the information pages, and their writes (rich text sanitized, file references checked).

import type { Selectable } from 'kysely';
import { atomically } from '../../db/atomically.ts';
import type { Db } from '../../db/database.ts';
import type { SiteDetailsTable, SitePagesTable, SponsorsTable } from '../../db/types.ts';
import { type SitePageKey, sitePageKeys } from '../../domain/enums.ts';
import { loadFileRefs } from '../shared/file-refs.ts';
import { invalidField, ValidationError } from '../shared/http-errors.ts';
import type { FileRef } from '../shared/presenters.ts';
import { ensureFile } from '../shared/references.ts';
import { sanitizeRichText } from '../shared/rich-text.ts';
import type { SiteDetailsBody, SitePageBody, SponsorBody } from './schema.ts';

export type SiteDetailsRow = Selectable<SiteDetailsTable>;
export type SponsorRow = Selectable<SponsorsTable>;
export type SitePageRow = Selectable<SitePagesTable>;

/** The site details with what the presenter shows of their files. */
export interface LoadedSiteDetails {
  details: SiteDetailsRow | undefined;
  sponsors: SponsorRow[];
  files: Map<number, FileRef>;
}

const DETAILS_ID = 1;

export async function findSiteDetails(db: Db): Promise<LoadedSiteDetails> {
  const [details, sponsors] = await Promise.all([
    db.selectFrom('site_details').selectAll().where('id', '=', DETAILS_ID).executeTakeFirst(),
    db.selectFrom('sponsors').selectAll().orderBy('position').orderBy('id').execute(),
  ]);
  const files = await loadFileRefs(db, [
    details?.privacy_statement_file_id ?? null,
    ...sponsors.map((sponsor) => sponsor.logo_id),
  ]);
  return { details, sponsors, files };
}

/**
 * The privacy statement is a web address or an uploaded PDF, exactly one of them, once either is
 * written: both answer `validation.urlNotBoth`, neither `validation.urlOrFile` (on both fields).
 */
function checkPrivacyStatement(current: SiteDetailsRow | undefined, body: SiteDetailsBody): void {
  if (!('privacy_statement_url' in body) && !('privacy_statement_file_id' in body)) return;
  const url =
    'privacy_statement_url' in body
      ? body.privacy_statement_url
      : (current?.privacy_statement_url ?? null);
  const fileId =
    'privacy_statement_file_id' in body
      ? body.privacy_statement_file_id
      : (current?.privacy_statement_file_id ?? null);
  if ((url === null) === (fileId === null)) {
    const key = url === null ? 'validation.urlOrFile' : 'validation.urlNotBoth';
    throw new ValidationError({
      privacy_statement_url: [{ key }],
      privacy_statement_file_id: [{ key }],
    });
  }
}

async function checkSponsors(db: Db, sponsors: readonly SponsorBody[]): Promise<void> {
  const known = new Set(
    (await db.selectFrom('sponsors').select('id').execute()).map((row) => row.id),
  );
  const seen = new Set<number>();
  for (const [index, sponsor] of sponsors.entries()) {
    if (sponsor.id !== undefined && (!known.has(sponsor.id) || seen.has(sponsor.id)))
      throw invalidField(`sponsors.${index}.id`, 'validation.exists');
    if (sponsor.id !== undefined) seen.add(sponsor.id);
    await ensureFile(db, sponsor.logo_id, `sponsors.${index}.logo_id`, { image: true });
  }
}

/** Replaces the sponsors by the given list: its order is theirs, those left out go. */
async function writeSponsors(trx: Db, sponsors: readonly SponsorBody[]): Promise<void> {
  const kept = sponsors.flatMap((sponsor) => (sponsor.id === undefined ? [] : [sponsor.id]));
  let removal = trx.deleteFrom('sponsors');
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const [position, { id, name, url, logo_id }] of sponsors.entries()) {
    const values = { name, url, logo_id, position };
    if (id === undefined) await trx.insertInto('sponsors').values(values).execute();
    else await trx.updateTable('sponsors').set(values).where('id', '=', id).execute();
  }
}

export async function updateSiteDetails(db: Db, body: SiteDetailsBody): Promise<void> {
  const { sponsors, ...fields } = body;
  const current = await db
    .selectFrom('site_details')
    .selectAll()
    .where('id', '=', DETAILS_ID)
    .executeTakeFirst();
  checkPrivacyStatement(current, body);
  await ensureFile(db, fields.privacy_statement_file_id, 'privacy_statement_file_id', {
    pdf: true,
  });
  if (sponsors) await checkSponsors(db, sponsors);
  await atomically(db, async (trx) => {
    if (Object.keys(fields).length > 0)
      await trx
        .insertInto('site_details')
        .values({ id: DETAILS_ID, ...fields })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(fields))
        .execute();
    if (sponsors) await writeSponsors(trx, sponsors);
  });
}

/** Every information page in the menu's order; a page nobody wrote yet has empty texts. */
export async function listSitePages(db: Db): Promise<(SitePageRow | SitePageKey)[]> {
  const rows = await db.selectFrom('site_pages').selectAll().execute();
  return sitePageKeys.map((key) => rows.find((row) => row.key === key) ?? key);
}

export async function findSitePage(db: Db, key: SitePageKey): Promise<SitePageRow | SitePageKey> {
  const row = await db
    .selectFrom('site_pages')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  return row ?? key;
}

export async function updateSitePage(db: Db, key: SitePageKey, body: SitePageBody): Promise<void> {
  const texts: Partial<Record<keyof SitePageBody, string | null>> = { ...body };
  // The site's own pages may link to its paths (/contact); rich text is sanitized on write.
  for (const field of ['body_nl', 'body_en'] as const)
    if (field in body) texts[field] = sanitizeRichText(body[field], { sitePaths: true });
  if (Object.keys(texts).length === 0) return;
  await db
    .insertInto('site_pages')
    .values({ key, ...texts })
    .onConflict((conflict) => conflict.column('key').doUpdateSet(texts))
    .execute();
}
