// The site content form's values and what a save sends: only the changed pages and details, the
// privacy statement as the kind chosen (the other cleared), the sponsors as their list in order.
import { describe, expect, it } from 'vitest';
import type { SitePage_TextsFragment } from '../../gql/graphql.ts';
import { changedContent, siteContentSchema, toFormValues } from './form-values.ts';
import type { LoadedSite } from './site-content-operations.ts';

const site: LoadedSite = {
  organisation: 'Zorgevaluatie Nederland',
  street: 'Evaluatielaan 12',
  postcode: '3521 AZ',
  city: 'Utrecht',
  email: 'info@zorgevaluatie.example',
  phone: null,
  openingHoursNl: null,
  openingHoursEn: null,
  contactIsExample: true,
  privacyStatementUrl: 'https://example.nl/privacy.pdf',
  privacyStatementFile: null,
  sponsors: [
    { id: '1', name: 'FMS', url: 'https://fms.example', logo: null },
    { id: '2', name: 'ZN', url: null, logo: null },
  ],
};
const pages: SitePage_TextsFragment[] = [
  { key: 'WHO', introNl: 'Wie', introEn: null, bodyNl: '<p>Wij</p>', bodyEn: null },
];
const saved = toFormValues(site, pages);
const pdf = { id: '9', url: '/v1/files/9', name: 'p.pdf', mimeType: 'application/pdf', size: 1 };

describe('site content form', () => {
  it('starts from the loaded content, empty texts for a page nobody wrote', () => {
    expect(saved.pages.WHO).toEqual({
      introNl: 'Wie',
      introEn: '',
      bodyNl: '<p>Wij</p>',
      bodyEn: '',
    });
    expect(saved.pages.ABOUT).toEqual({ introNl: '', introEn: '', bodyNl: '', bodyEn: '' });
    expect(saved.privacyKind).toBe('url');
    expect(siteContentSchema.safeParse(saved).success).toBe(true);
  });

  it('sends nothing when nothing changed, and only the changed page texts otherwise', () => {
    expect(changedContent(saved, structuredClone(saved))).toEqual({});
    const values = structuredClone(saved);
    values.pages.DISCLAIMER.bodyNl = '<p>Nieuw</p>';
    values.pages.WHO.introEn = '  Who  ';
    expect(changedContent(saved, values)).toEqual({
      pages: { WHO: { introEn: 'Who' }, DISCLAIMER: { bodyNl: '<p>Nieuw</p>' } },
    });
  });

  it('treats an emptied editor as no text', () => {
    const values = structuredClone(saved);
    values.pages.WHO.bodyNl = '<p></p>';
    expect(changedContent(saved, values)).toEqual({ pages: { WHO: { bodyNl: null } } });
  });

  it('sends the privacy statement as the kind chosen, with the other cleared', () => {
    const values = {
      ...structuredClone(saved),
      privacyKind: 'file' as const,
      privacyStatementFile: pdf,
    };
    expect(changedContent(saved, values)).toEqual({
      details: { privacyStatementUrl: null, privacyStatementFileId: '9' },
    });
  });

  it('sends the sponsors as their whole list in the new order, links with a scheme', () => {
    const values = structuredClone(saved);
    values.sponsors = [
      { id: '2', name: 'ZN', url: 'zn.nl', logo: null },
      { id: '1', name: 'FMS', url: 'https://fms.example', logo: null },
      { name: 'ZonMw', url: '', logo: null },
    ];
    expect(changedContent(saved, values).details?.sponsors).toEqual([
      { id: '2', name: 'ZN', url: 'https://zn.nl', logoId: null },
      { id: '1', name: 'FMS', url: 'https://fms.example', logoId: null },
      { name: 'ZonMw', url: null, logoId: null },
    ]);
  });

  it('checks the spec’s rules: e-mail, phone, postcode, links, a privacy statement of the kind chosen', () => {
    const values = {
      ...structuredClone(saved),
      email: 'geen',
      phone: 'bel',
      postcode: '1234 SA',
      privacyStatementUrl: '',
      sponsors: [{ name: '', url: 'geen url', logo: null }],
    };
    const result = siteContentSchema.safeParse(values);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['email', 'validation.email'],
        ['phone', 'validation.number'],
        ['postcode', 'validation.postcode'],
        ['sponsors.0.name', 'validation.required'],
        ['sponsors.0.url', 'validation.url'],
      ]),
    );
    const noPdf = siteContentSchema.safeParse({ ...saved, privacyKind: 'file' });
    expect(noPdf.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['privacyStatementFile', 'validation.required'],
    ]);
  });
});
