// The answers of /v1/site-content: the site details (contact, privacy statement, sponsors in
// order) and the information pages, every field named. A missing row answers empty values.
import { z } from 'zod';
import { type SitePageKey, sitePageKeys } from '../../domain/enums.ts';
import { answerRecord, fileAnswer, recordId, timestamp } from '../shared/answers.ts';
import { type FileRef, iso, pick } from '../shared/presenters.ts';
import type { LoadedSiteDetails, SiteDetailsRow, SitePageRow, SponsorRow } from './repository.ts';

export const sponsorAnswer = answerRecord('Sponsor', {
  id: recordId,
  name: z.string(),
  url: z.string().nullable(),
  logo_id: recordId.nullable(),
  logo: fileAnswer.nullable(),
  position: z.number().int(),
});
export type SponsorOut = z.infer<typeof sponsorAnswer>;

export const siteDetailsAnswer = answerRecord(
  'SiteDetails',
  {
    organisation: z.string().nullable(),
    street: z.string().nullable(),
    postcode: z.string().nullable(),
    city: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    opening_hours_nl: z.string().nullable(),
    opening_hours_en: z.string().nullable(),
    /** The contact details are invented (the demo's): the contact page says so. */
    contact_is_example: z.boolean(),
    privacy_statement_url: z.string().nullable(),
    privacy_statement_file_id: recordId.nullable(),
    privacy_statement_file: fileAnswer.nullable(),
    /** Where the footer's link goes: the web address, or the uploaded PDF's. */
    privacy_statement_href: z.string().nullable(),
    sponsors: z.array(sponsorAnswer),
    updated_at: timestamp.nullable(),
  },
  "The site's own details: contact, privacy statement and the footer's sponsors in order",
);
export type SiteDetailsOut = z.infer<typeof siteDetailsAnswer>;

export const sitePageAnswer = answerRecord(
  'SitePage',
  {
    key: z.enum(sitePageKeys),
    intro_nl: z.string().nullable(),
    intro_en: z.string().nullable(),
    body_nl: z.string().nullable(),
    body_en: z.string().nullable(),
    updated_at: timestamp.nullable(),
  },
  'An information page in Dutch and English (rich text sanitized)',
);
export type SitePageOut = z.infer<typeof sitePageAnswer>;

const detailFields = [
  'organisation',
  'street',
  'postcode',
  'city',
  'email',
  'phone',
  'opening_hours_nl',
  'opening_hours_en',
  'contact_is_example',
  'privacy_statement_url',
  'privacy_statement_file_id',
] as const;

/** Before anyone wrote the details (a database without the demo content). */
const noDetails: Pick<SiteDetailsRow, (typeof detailFields)[number]> = {
  organisation: null,
  street: null,
  postcode: null,
  city: null,
  email: null,
  phone: null,
  opening_hours_nl: null,
  opening_hours_en: null,
  contact_is_example: false,
  privacy_statement_url: null,
  privacy_statement_file_id: null,
};

const sponsorFields = ['id', 'name', 'url', 'logo_id', 'position'] as const;
const pageFields = ['key', 'intro_nl', 'intro_en', 'body_nl', 'body_en'] as const;

const fileOf = (files: Map<number, FileRef>, id: number | null) =>
  id === null ? null : (files.get(id) ?? null);

function presentSponsor(row: SponsorRow, files: Map<number, FileRef>): SponsorOut {
  return { ...pick(row, sponsorFields), logo: fileOf(files, row.logo_id) };
}

export function presentSiteDetails({
  details,
  sponsors,
  files,
}: LoadedSiteDetails): SiteDetailsOut {
  const fields = details ? pick(details, detailFields) : noDetails;
  const file = fileOf(files, fields.privacy_statement_file_id);
  return {
    ...fields,
    privacy_statement_file: file,
    privacy_statement_href: file?.url ?? fields.privacy_statement_url,
    sponsors: sponsors.map((sponsor) => presentSponsor(sponsor, files)),
    updated_at: details ? iso(details.updated_at) : null,
  };
}

/** A page's texts; a key alone is a page nobody wrote yet. */
export function presentSitePage(page: SitePageRow | SitePageKey): SitePageOut {
  if (typeof page === 'string')
    return {
      key: page,
      intro_nl: null,
      intro_en: null,
      body_nl: null,
      body_en: null,
      updated_at: null,
    };
  return { ...pick(page, pageFields), updated_at: iso(page.updated_at) };
}
