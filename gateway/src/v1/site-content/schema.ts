// The write bodies of /v1/site-content: the site's details (contact, privacy statement, sponsors)
// and one information page's texts. Every field is optional (PATCH); the rules are spec section 5's.
import { z } from 'zod';
import { type SitePageKey, sitePageKeys } from '../../domain/enums.ts';
import {
  booleanish,
  email,
  id,
  optionalFileId,
  optionalText,
  optionalWebAddress,
  phone,
  postcode,
  required,
  richText,
} from '../shared/rules.ts';

/** '' clears an optional field, as a form sends it. */
const clearable = <T extends z.ZodType>(rule: T) =>
  z
    .preprocess((value) => (value === '' ? null : value), rule.nullish())
    .transform((value) => value ?? null);

/** A sponsor in the footer's list; its place in the list is its order. */
const sponsorBody = z.strictObject({
  /** An existing sponsor; none for a new one. */
  id: id.optional(),
  name: required(200),
  url: optionalWebAddress,
  logo_id: optionalFileId,
});
export type SponsorBody = z.infer<typeof sponsorBody>;

export const siteDetailsBody = z
  .strictObject({
    organisation: required(200),
    street: optionalText(200),
    postcode: clearable(postcode),
    city: optionalText(100),
    email,
    phone: clearable(phone),
    opening_hours_nl: optionalText(500),
    opening_hours_en: optionalText(500),
    contact_is_example: booleanish,
    privacy_statement_url: optionalWebAddress,
    privacy_statement_file_id: optionalFileId,
    /** The whole list in its new order: sponsors left out are removed. */
    sponsors: z.array(sponsorBody).max(20),
  })
  .partial();
export type SiteDetailsBody = z.infer<typeof siteDetailsBody>;

export const sitePageBody = z
  .strictObject({
    intro_nl: optionalText(1000),
    intro_en: optionalText(1000),
    body_nl: richText,
    body_en: richText,
  })
  .partial();
export type SitePageBody = z.infer<typeof sitePageBody>;

/** `/pages/:key`: one of the information pages (sitePageKeys); any other key names nothing (404). */
export const sitePageParams = z.object({ key: z.string().min(1).max(50) });

export const isSitePageKey = (key: string): key is SitePageKey =>
  (sitePageKeys as readonly string[]).includes(key);
