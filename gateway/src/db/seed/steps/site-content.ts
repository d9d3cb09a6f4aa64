// The site's own content (issue 27): the information pages, the contact details with the privacy
// statement's address, and the footer's sponsors with their wordmarks as uploaded logos. Filled
// once per database: by the demo seed, or at start-up on a database that has none yet (a fresh
// one without the demo, or one from before the site content existed), and never again after, so
// what an admin changed stays.
import { sitePageKeys } from '../../../domain/enums.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { sanitizeRichText } from '../../../v1/shared/rich-text.ts';
import type { Db } from '../../database.ts';
import { siteDetails, sitePages, siteSponsors } from '../content/site-content.ts';
import { type SeedFiles, withSeedFiles } from '../files/seed-files.ts';
import { sponsorLogos } from '../files/sponsor-logos.ts';

/**
 * Fills the site content unless the database has it. The details row (id 1) is claimed first: on
 * PostgreSQL a second gateway's claim waits for the first one's transaction and then finds the
 * row, so the pages and sponsors are written once. Answers whether it filled.
 */
export async function fillSiteContentOnce(db: Db, files: SeedFiles): Promise<boolean> {
  const claimed = await db
    .insertInto('site_details')
    .values({ id: 1, ...siteDetails })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  await db
    .insertInto('site_pages')
    .values(
      sitePageKeys.map((key) => {
        const { body_nl, body_en, ...intros } = sitePages[key];
        // Stored as the API stores rich text: web links open in a new tab.
        const sanitize = (html: string) => sanitizeRichText(html, { sitePaths: true });
        return { key, ...intros, body_nl: sanitize(body_nl), body_en: sanitize(body_en) };
      }),
    )
    // A page an admin wrote through the API before the details row existed is kept.
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  for (const [position, sponsor] of siteSponsors.entries()) {
    const logoId = await files.svg(`${sponsor.logo}.svg`, sponsorLogos[sponsor.logo]);
    await db
      .insertInto('sponsors')
      .values({ name: sponsor.name, url: sponsor.url, logo_id: logoId, position })
      .execute();
  }
  return true;
}

/**
 * At start-up: fills the site content of a database that has none, in a transaction of its own.
 * A database that has it costs one read; answers whether it filled.
 */
export async function fillSiteContentAtStart(db: Db, storage: FileStorage): Promise<boolean> {
  const present = await db.selectFrom('site_details').select('id').executeTakeFirst();
  if (present) return false;
  return withSeedFiles(db, storage, (trx, files) => fillSiteContentOnce(trx, files));
}
