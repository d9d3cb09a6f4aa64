// The "Site-inhoud" form: its zod schema (the spec's rules, checked again by /v1), the values of
// the loaded content, and what a save sends: each page whose texts changed, and the details that
// changed (the sponsors as their whole list in its order, when anything about them changed).
import { z } from 'zod';
import {
  normaliseLink,
  phonePattern,
  postcodePattern,
  urlPattern,
} from '../../../../schema/rules/patterns.ts';
import { email, optionalText } from '../../../../schema/rules/schemas.ts';
import type {
  SitePage_TextsFragment,
  SitePageKey,
  SponsorInput,
  UpdateSiteContentInput,
  UpdateSitePageInput,
} from '../../gql/graphql.ts';
import type { LoadedSite } from './site-content-operations.ts';

export const pageKeys = ['WHO', 'ABOUT', 'DISCLAIMER', 'CONTACT', 'ACCESSIBILITY'] as const;

const file = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
});

/** Optional text that, when filled in, must match the spec's pattern (its message otherwise). */
const optional = (pattern: RegExp, error: string, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || pattern.test(value), { error });
/** An optional web address (a missing scheme is added when saving). */
const webAddress = optional(urlPattern, 'validation.url', 2048);
const pageTexts = z.object({
  introNl: z.string().max(1000),
  introEn: z.string().max(1000),
  bodyNl: z.string().max(100_000),
  bodyEn: z.string().max(100_000),
});

export const siteContentSchema = z
  .object({
    pages: z.object(
      Object.fromEntries(pageKeys.map((key) => [key, pageTexts])) as Record<
        SitePageKey,
        typeof pageTexts
      >,
    ),
    organisation: z.string().trim().min(1, { error: 'validation.required' }).max(200),
    street: optionalText(200),
    postcode: optional(postcodePattern, 'validation.postcode', 7),
    city: optionalText(100),
    email,
    phone: optional(phonePattern, 'validation.number', 30),
    openingHoursNl: optionalText(500),
    openingHoursEn: optionalText(500),
    contactIsExample: z.boolean(),
    privacyKind: z.enum(['url', 'file']),
    privacyStatementUrl: webAddress,
    privacyStatementFile: file.nullable(),
    sponsors: z
      .array(
        z.object({
          id: z.string().optional(),
          name: z.string().trim().min(1, { error: 'validation.required' }).max(200),
          url: webAddress,
          logo: file.nullable(),
        }),
      )
      .max(20),
  })
  // The privacy statement is where its kind says: an address, or an uploaded PDF.
  .superRefine((values, context) => {
    if (values.privacyKind === 'url' && values.privacyStatementUrl.trim() === '')
      context.addIssue({
        code: 'custom',
        path: ['privacyStatementUrl'],
        message: 'validation.required',
      });
    if (values.privacyKind === 'file' && !values.privacyStatementFile)
      context.addIssue({
        code: 'custom',
        path: ['privacyStatementFile'],
        message: 'validation.required',
      });
  });

export type SiteContentValues = z.input<typeof siteContentSchema>;

const text = (value: string | null | undefined) => value ?? '';

/** The form's values of the loaded content ('' for a text not set). */
export function toFormValues(
  site: LoadedSite,
  pages: readonly SitePage_TextsFragment[],
): SiteContentValues {
  const page = (key: SitePageKey) => pages.find((entry) => entry.key === key);
  return {
    pages: Object.fromEntries(
      pageKeys.map((key) => {
        const entry = page(key);
        const texts = {
          introNl: text(entry?.introNl),
          introEn: text(entry?.introEn),
          bodyNl: text(entry?.bodyNl),
          bodyEn: text(entry?.bodyEn),
        };
        return [key, texts];
      }),
    ) as SiteContentValues['pages'],
    organisation: text(site.organisation),
    street: text(site.street),
    postcode: text(site.postcode),
    city: text(site.city),
    email: text(site.email),
    phone: text(site.phone),
    openingHoursNl: text(site.openingHoursNl),
    openingHoursEn: text(site.openingHoursEn),
    contactIsExample: site.contactIsExample,
    privacyKind: site.privacyStatementFile ? 'file' : 'url',
    privacyStatementUrl: text(site.privacyStatementUrl),
    privacyStatementFile: site.privacyStatementFile ?? null,
    sponsors: site.sponsors.map((sponsor) => ({
      id: sponsor.id,
      name: sponsor.name,
      url: text(sponsor.url),
      logo: sponsor.logo ?? null,
    })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const linkOrNull = (value: string) => (value.trim() === '' ? null : normaliseLink(value));
/** Rich text that holds no text (an empty editor gives `<p></p>`) counts as empty. */
const richTextOrNull = (value: string) =>
  value.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : value;

/** The details as the API takes them (the privacy statement as the kind chosen, the other null). */
function detailsInput(values: SiteContentValues): Required<UpdateSiteContentInput> {
  const isFile = values.privacyKind === 'file';
  return {
    organisation: values.organisation.trim(),
    street: orNull(values.street ?? ''),
    postcode: orNull(values.postcode),
    city: orNull(values.city ?? ''),
    email: values.email.trim().toLowerCase(),
    phone: orNull(values.phone),
    openingHoursNl: orNull(values.openingHoursNl ?? ''),
    openingHoursEn: orNull(values.openingHoursEn ?? ''),
    contactIsExample: values.contactIsExample,
    privacyStatementUrl: isFile ? null : linkOrNull(values.privacyStatementUrl),
    privacyStatementFileId: isFile ? (values.privacyStatementFile?.id ?? null) : null,
    sponsors: values.sponsors.map(
      (sponsor): SponsorInput => ({
        ...(sponsor.id ? { id: sponsor.id } : {}),
        name: sponsor.name.trim(),
        url: linkOrNull(sponsor.url),
        logoId: sponsor.logo?.id ?? null,
      }),
    ),
  };
}

function pageInput(texts: SiteContentValues['pages'][SitePageKey]): Required<UpdateSitePageInput> {
  return {
    introNl: orNull(texts.introNl),
    introEn: orNull(texts.introEn),
    bodyNl: richTextOrNull(texts.bodyNl),
    bodyEn: richTextOrNull(texts.bodyEn),
  };
}

/** The keys of `after` whose value differs from `before`'s. */
function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[])
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
  return changed;
}

export interface SiteContentChanges {
  pages?: Partial<Record<SitePageKey, UpdateSitePageInput>>;
  details?: UpdateSiteContentInput;
}

/** Only what differs from the saved content: the pages that changed and the changed details. */
export function changedContent(
  saved: SiteContentValues,
  values: SiteContentValues,
): SiteContentChanges {
  const pages: Partial<Record<SitePageKey, UpdateSitePageInput>> = {};
  for (const key of pageKeys) {
    const changed = changedFields(pageInput(saved.pages[key]), pageInput(values.pages[key]));
    if (Object.keys(changed).length > 0) pages[key] = changed;
  }
  const before = detailsInput(saved);
  const details = changedFields(before, detailsInput(values));
  // Switching the privacy statement's kind sends both fields (one is cleared).
  if ('privacyStatementUrl' in details || 'privacyStatementFileId' in details)
    Object.assign(details, {
      privacyStatementUrl: detailsInput(values).privacyStatementUrl,
      privacyStatementFileId: detailsInput(values).privacyStatementFileId,
    });
  return {
    ...(Object.keys(pages).length > 0 ? { pages } : {}),
    ...(Object.keys(details).length > 0 ? { details } : {}),
  };
}
