// The site's own content (issue 27): the information pages, the contact details with the privacy
// statement's address, and the footer's sponsors with their wordmarks as uploaded logos.
import { sitePageKeys } from '../../../domain/enums.ts';
import { sanitizeRichText } from '../../../v1/shared/rich-text.ts';
import { siteDetails, sitePages, siteSponsors } from '../content/site-content.ts';
import { sponsorLogos } from '../files/sponsor-logos.ts';
import type { SeedContext } from '../seed-context.ts';

export async function seedSiteContent({ db, files }: SeedContext): Promise<void> {
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
    .execute();
  await db
    .insertInto('site_details')
    .values({ id: 1, ...siteDetails })
    .execute();
  for (const [position, sponsor] of siteSponsors.entries()) {
    const logoId = await files.svg(`${sponsor.logo}.svg`, sponsorLogos[sponsor.logo]);
    await db
      .insertInto('sponsors')
      .values({ name: sponsor.name, url: sponsor.url, logo_id: logoId, position })
      .execute();
  }
}
