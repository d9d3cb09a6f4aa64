// The answers of /v1/site-content: the site details (contact, privacy statement, sponsors in
// order) and the information pages, every field named. A missing row answers empty values.
import type { SitePageKey } from '../../domain/enums.ts';
import { type FileRef, iso, pick } from '../shared/presenters.ts';
import type { LoadedSiteDetails, SiteDetailsRow, SitePageRow, SponsorRow } from './repository.ts';

export interface SponsorOut {
  id: number;
  name: string;
  url: string | null;
  logo_id: number | null;
  logo: FileRef | null;
  position: number;
}

export interface SiteDetailsOut {
  organisation: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  opening_hours_nl: string | null;
  opening_hours_en: string | null;
  /** The contact details are invented (the demo's): the contact page says so. */
  contact_is_example: boolean;
  privacy_statement_url: string | null;
  privacy_statement_file_id: number | null;
  privacy_statement_file: FileRef | null;
  /** Where the footer's link goes: the web address, or the uploaded PDF's. */
  privacy_statement_href: string | null;
  sponsors: SponsorOut[];
  updated_at: string | null;
}

export interface SitePageOut {
  key: SitePageKey;
  intro_nl: string | null;
  intro_en: string | null;
  body_nl: string | null;
  body_en: string | null;
  updated_at: string | null;
}

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
