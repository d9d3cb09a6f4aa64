// The site's own content through GraphQL (issue 27): `siteContent`, `sitePages` and `sitePage`
// answer what /v1 answers, for everyone; `updateSiteContent` and `updateSitePage` write for admins
// only (FORBIDDEN for editors, UNAUTHENTICATED for visitors), with /v1's field messages.
import { describe, expect, it } from 'vitest';
import { samplePng } from '../../gateway/src/test-support/sample-files.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectError, fieldErrors } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { useSeededGateway, type V1One } from '../support/seeded-gateway.ts';

const SITE = `{ siteContent {
  organisation street postcode city email phone openingHoursNl openingHoursEn contactIsExample
  privacyStatementUrl privacyStatementHref privacyStatementFile { id url }
  sponsors { id name url position logo { id url mimeType } } updatedAt } }`;

type Site = {
  siteContent: {
    email: string;
    postcode: string;
    contactIsExample: boolean;
    privacyStatementHref: string;
    sponsors: { id: string; name: string; url: string | null; logo: { id: string } | null }[];
  };
};
type Page = { key: string; introNl: string | null; bodyNl: string | null; bodyEn: string | null };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL: the site content', target),
    () => {
      const gateway = useSeededGateway(target);

      it('answers visitors the details, sponsors and pages /v1 has', async () => {
        const v1 = (await gateway.v1.anonymous.get<V1One<Record<string, unknown>>>('/site-content'))
          .body.data;
        const site = dataOf(await gateway.graphql.anonymous<Site>(SITE)).siteContent;
        expect(site).toMatchObject({
          email: v1.email,
          postcode: v1.postcode,
          contactIsExample: true,
          privacyStatementHref: v1.privacy_statement_href,
        });
        expect(site.sponsors.map((sponsor) => sponsor.name)).toEqual([
          'Federatie Medisch Specialisten',
          'Zorgverzekeraars Nederland',
        ]);

        const pages = dataOf(
          await gateway.graphql.anonymous<{ sitePages: Page[] }>(
            '{ sitePages { key introNl bodyNl bodyEn updatedAt } }',
          ),
        ).sitePages;
        expect(pages.map((page) => page.key)).toEqual([
          'WHO',
          'ABOUT',
          'DISCLAIMER',
          'CONTACT',
          'ACCESSIBILITY',
        ]);
        const contact = dataOf(
          await gateway.graphql.anonymous<{ sitePage: Page }>(
            '{ sitePage(key: CONTACT) { key introNl bodyNl bodyEn } }',
          ),
        ).sitePage;
        const v1Contact = await gateway.v1.anonymous.get<V1One<Record<string, unknown>>>(
          '/site-content/pages/contact',
        );
        expect(contact).toEqual({
          key: 'CONTACT',
          introNl: v1Contact.body.data.intro_nl,
          bodyNl: v1Contact.body.data.body_nl,
          bodyEn: v1Contact.body.data.body_en,
        });
      });

      it('lets an admin change a page and the details; others are refused', async () => {
        const PAGE = `mutation ($input: UpdateSitePageInput!) {
          updateSitePage(key: DISCLAIMER, input: $input) { key introNl bodyNl } }`;
        const input = { introNl: 'Nieuwe inleiding', bodyNl: '<p>Nieuw <b>vet</b></p><img src=x>' };
        expectError(await gateway.graphql.anonymous(PAGE, { input }), 'UNAUTHENTICATED');
        expectError(await gateway.graphql.editor(PAGE, { input }), 'FORBIDDEN');
        const page = dataOf(await gateway.graphql.admin<{ updateSitePage: Page }>(PAGE, { input }));
        expect(page.updateSitePage).toEqual({
          key: 'DISCLAIMER',
          introNl: 'Nieuwe inleiding',
          bodyNl: '<p>Nieuw <b>vet</b></p>',
        });

        const SAVE = `mutation ($input: UpdateSiteContentInput!) {
          updateSiteContent(input: $input) { phone sponsors { id name url logo { mimeType } } } }`;
        expectError(
          await gateway.graphql.researcher(SAVE, { input: { phone: '030 1234567' } }),
          'FORBIDDEN',
        );
        expect(
          fieldErrors(
            await gateway.graphql.admin(
              SAVE,
              { input: { phone: 'x', email: 'geen' } },
              { locale: 'en' },
            ),
          ),
        ).toEqual({ phone: ['Only digits allowed'], email: ['Invalid email'] });

        const logo = await gateway.v1.admin.post<V1One<{ id: number }>>(
          '/files',
          (() => {
            const body = new FormData();
            body.append('file', new Blob([samplePng()]), 'logo.png');
            return body;
          })(),
        );
        const before = dataOf(await gateway.graphql.anonymous<Site>(SITE)).siteContent.sponsors;
        const saved = dataOf(
          await gateway.graphql.admin<{
            updateSiteContent: { phone: string; sponsors: Site['siteContent']['sponsors'] };
          }>(SAVE, {
            input: {
              phone: '030 1234567',
              sponsors: [
                { name: 'ZonMw', url: 'https://www.zonmw.nl', logoId: String(logo.body.data.id) },
                ...before.map(({ id, name, url, logo: file }) => ({
                  id,
                  name,
                  url,
                  logoId: file?.id ?? null,
                })),
              ],
            },
          }),
        ).updateSiteContent;
        expect(saved.phone).toBe('030 1234567');
        expect(saved.sponsors.map((sponsor) => sponsor.name)).toEqual([
          'ZonMw',
          'Federatie Medisch Specialisten',
          'Zorgverzekeraars Nederland',
        ]);
      });
    },
  );
}
