// /v1/site-content through real HTTP (issue 27): everyone reads the site's details and pages, only
// admins write them; field rules answer 422 in Dutch and English; rich text is sanitized; the
// privacy statement is a URL or a PDF; sponsors keep the order they are sent in, with image logos;
// a visitor's cached answer shows a write at once.
import { describe, expect, it } from 'vitest';
import {
  type Bytes,
  samplePdf,
  samplePng,
  sampleSvg,
  sampleWebp,
} from '../../gateway/src/test-support/sample-files.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useSeededGateway, type V1One } from '../support/seeded-gateway.ts';

interface FileRef {
  id: number;
  url: string;
  mime_type: string;
}
interface Sponsor {
  id: number;
  name: string;
  url: string | null;
  logo_id: number | null;
  logo: FileRef | null;
  position: number;
}
interface SiteDetails {
  organisation: string;
  email: string;
  phone: string | null;
  postcode: string | null;
  contact_is_example: boolean;
  privacy_statement_url: string | null;
  privacy_statement_file_id: number | null;
  privacy_statement_file: FileRef | null;
  privacy_statement_href: string | null;
  sponsors: Sponsor[];
}
interface SitePage {
  key: string;
  intro_nl: string | null;
  intro_en: string | null;
  body_nl: string | null;
  body_en: string | null;
}
type Refusal = { message: string; errors: Record<string, string[]> };

const form = (bytes: Bytes, name: string) => {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type: 'application/octet-stream' }), name);
  return body;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/site-content', target),
    () => {
      const gateway = useSeededGateway(target);

      const details = async () =>
        (await gateway.v1.anonymous.get<V1One<SiteDetails>>('/site-content')).body.data;
      const upload = async (bytes: Bytes, name: string) => {
        const response = await gateway.v1.admin.post<V1One<FileRef>>('/files', form(bytes, name));
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        return response.body.data;
      };

      it('lets visitors read the seeded details, sponsors and the five pages', async () => {
        const site = await details();
        expect(site).toMatchObject({
          organisation: 'Zorgevaluatie Nederland',
          email: 'info@zorgevaluatie.example',
          contact_is_example: true,
          privacy_statement_file_id: null,
        });
        expect(site.privacy_statement_href).toBe(site.privacy_statement_url);
        expect(site.sponsors.map((sponsor) => sponsor.name)).toEqual([
          'Federatie Medisch Specialisten',
          'Zorgverzekeraars Nederland',
        ]);
        // The logos are public files, as the footer shows them to everyone.
        for (const sponsor of site.sponsors) {
          const logo = await fetch(`${gateway.server.baseUrl}${sponsor.logo?.url}`);
          expect(logo.status).toBe(200);
          expect(logo.headers.get('content-type')).toBe('image/svg+xml');
        }
        const pages = await gateway.v1.anonymous.get<{ data: SitePage[] }>('/site-content/pages');
        expect(pages.body.data.map((page) => page.key)).toEqual([
          'who',
          'about',
          'disclaimer',
          'contact',
          'accessibility',
        ]);
        const who = await gateway.v1.anonymous.get<V1One<SitePage>>('/site-content/pages/who');
        expect(who.body.data.body_nl).toContain('<h2>Onze missie</h2>');
        expect(who.body.data.body_en).toContain('<h2>Our mission</h2>');
        expect((await gateway.v1.anonymous.get('/site-content/pages/privacy')).status).toBe(404);
      });

      it('lets only admins write: 401 for visitors, 403 for researchers and editors', async () => {
        for (const [path, body] of [
          ['/site-content', { phone: '030 000 00 00' }],
          ['/site-content/pages/disclaimer', { intro_nl: 'Nieuw' }],
        ] as const) {
          expect((await gateway.v1.anonymous.patch(path, body)).status).toBe(401);
          expect((await gateway.v1.researcher.patch(path, body)).status).toBe(403);
          expect((await gateway.v1.editor.patch(path, body)).status).toBe(403);
          expect((await gateway.v1.editor.post(path, { _method: 'PATCH', ...body })).status).toBe(
            403,
          );
        }
      });

      it('refuses a bad e-mail, phone, postcode and URL with field messages in nl and en', async () => {
        const body = {
          email: 'geen-adres',
          phone: 'bel mij',
          postcode: '1234 SA',
          privacy_statement_url: 'javascript:alert(1)',
          sponsors: [{ name: '', url: 'niet een url' }],
        };
        const dutch = await gateway.v1.admin.patch<Refusal>('/site-content', body);
        expect(dutch.status).toBe(422);
        expect(dutch.body.errors).toEqual({
          email: ['Ongeldige email'],
          phone: ['Alleen cijfers toegestaan'],
          postcode: ['Vul een juiste postcode in'],
          privacy_statement_url: ['Ongeldige url'],
          'sponsors.0.name': ['Verplicht'],
          'sponsors.0.url': ['Ongeldige url'],
        });
        const english = await gateway.v1.admin.patch<Refusal>('/site-content', body, {
          locale: 'en',
        });
        expect(english.body.errors.email).toEqual(['Invalid email']);
        expect(english.body.errors.postcode).toEqual(['Enter a valid postcode']);
        expect(english.body.errors.privacy_statement_url).toEqual(['Invalid url']);
        const unknown = await gateway.v1.admin.patch<Refusal>('/site-content', { fax: '1' });
        expect(unknown.body.errors).toEqual({ fax: ['Onbekend veld'] });
      });

      it('saves contact details as the rules normalise them', async () => {
        const saved = await gateway.v1.admin.patch<V1One<SiteDetails>>('/site-content', {
          email: 'Post@Zorgevaluatie.Example',
          phone: '+31 (0)30 123 45 67',
          postcode: '3521az',
          contact_is_example: false,
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(saved.body.data).toMatchObject({
          email: 'post@zorgevaluatie.example',
          phone: '+31 (0)30 123 45 67',
          postcode: '3521 AZ',
          contact_is_example: false,
        });
        const cleared = await gateway.v1.admin.patch<V1One<SiteDetails>>('/site-content', {
          phone: '',
        });
        expect(cleared.body.data.phone).toBeNull();
      });

      it('takes the privacy statement as a URL or an uploaded PDF, exactly one of them', async () => {
        const both = await gateway.v1.admin.patch<Refusal>(
          '/site-content',
          { privacy_statement_file_id: (await upload(samplePdf(), 'privacy.pdf')).id },
          { locale: 'en' },
        );
        expect(both.status).toBe(422);
        expect(both.body.errors).toEqual({
          privacy_statement_url: ['Enter an address or upload a file, not both'],
          privacy_statement_file_id: ['Enter an address or upload a file, not both'],
        });
        const neither = await gateway.v1.admin.patch<Refusal>('/site-content', {
          privacy_statement_url: null,
        });
        expect(neither.body.errors.privacy_statement_url).toEqual([
          'Vul een adres in of upload een bestand',
        ]);

        const image = await upload(samplePng(), 'privacy.png');
        const notPdf = await gateway.v1.admin.patch<Refusal>('/site-content', {
          privacy_statement_url: null,
          privacy_statement_file_id: image.id,
        });
        expect(notPdf.body.errors).toEqual({
          privacy_statement_file_id: ['Alleen een pdf-bestand'],
        });

        const pdf = await upload(samplePdf(), 'privacyverklaring.pdf');
        const saved = await gateway.v1.admin.patch<V1One<SiteDetails>>('/site-content', {
          privacy_statement_url: null,
          privacy_statement_file_id: pdf.id,
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(saved.body.data.privacy_statement_href).toBe(`/v1/files/${pdf.id}`);
        // The PDF is now public: the footer links every visitor to it.
        const download = await fetch(`${gateway.server.baseUrl}/v1/files/${pdf.id}`);
        expect(download.status).toBe(200);
        expect(download.headers.get('content-type')).toBe('application/pdf');

        const back = await gateway.v1.admin.patch<V1One<SiteDetails>>('/site-content', {
          privacy_statement_url: 'www.zorgevaluatie.example/privacy.pdf',
          privacy_statement_file_id: null,
        });
        expect(back.body.data.privacy_statement_href).toBe(
          'https://www.zorgevaluatie.example/privacy.pdf',
        );
      });

      it('replaces the sponsors by the list sent, in its order, with image logos only', async () => {
        const [first, second] = (await details()).sponsors;
        if (!first || !second) throw new Error('the demo has two sponsors');
        const webp = await upload(sampleWebp(), 'logo.webp');
        expect(webp.mime_type).toBe('image/webp');
        const saved = await gateway.v1.admin.patch<V1One<SiteDetails>>('/site-content', {
          sponsors: [
            { id: second.id, name: second.name, url: second.url, logo_id: second.logo_id },
            { name: 'ZonMw', url: 'zonmw.nl', logo_id: webp.id },
          ],
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(
          saved.body.data.sponsors.map(({ name, url, position }) => ({ name, url, position })),
        ).toEqual([
          { name: 'Zorgverzekeraars Nederland', url: second.url, position: 0 },
          { name: 'ZonMw', url: 'https://zonmw.nl', position: 1 },
        ]);
        expect(saved.body.data.sponsors[1]?.logo?.mime_type).toBe('image/webp');

        const pdf = await upload(samplePdf(), 'logo.pdf');
        const refused = await gateway.v1.admin.patch<Refusal>('/site-content', {
          sponsors: [
            { name: 'PDF', logo_id: pdf.id },
            { id: first.id, name: 'Verwijderd' },
          ],
        });
        expect(refused.status).toBe(422);
        expect(refused.body.errors).toEqual({ 'sponsors.0.logo_id': ['Ongeldige waarde'] });
        const gone = await gateway.v1.admin.patch<Refusal>('/site-content', {
          sponsors: [{ id: first.id, name: 'Verwijderd' }],
        });
        expect(gone.body.errors).toEqual({ 'sponsors.0.id': ['Bestaat niet'] });

        const svg = await upload(sampleSvg(false), 'logo.svg');
        const restored = await gateway.v1.admin.patch<V1One<SiteDetails>>('/site-content', {
          sponsors: [
            { name: first.name, url: first.url, logo_id: svg.id },
            ...saved.body.data.sponsors.map(({ id, name, url, logo_id }) => ({
              id,
              name,
              url,
              logo_id,
            })),
          ],
        });
        expect(restored.body.data.sponsors.map((sponsor) => sponsor.name)).toEqual([
          'Federatie Medisch Specialisten',
          'Zorgverzekeraars Nederland',
          'ZonMw',
        ]);
      });

      it('sanitizes a page’s rich text on write and keeps links to the site’s own pages', async () => {
        const saved = await gateway.v1.admin.patch<V1One<SitePage>>(
          '/site-content/pages/disclaimer',
          {
            body_nl:
              '<h2>Kop</h2><p onclick="alert(1)">Zie <a href="/contact">contact</a> en <a href="javascript:alert(1)">dit</a>.</p><script>alert(2)</script>',
            intro_en: 'No rights can be derived.',
          },
        );
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect(saved.body.data.body_nl).toBe(
          '<h2>Kop</h2><p>Zie <a href="/contact">contact</a> en dit.</p>',
        );
        expect(saved.body.data.intro_en).toBe('No rights can be derived.');
        // Untouched fields stay as they were.
        expect(saved.body.data.body_en).toContain('<h2>');
        const empty = await gateway.v1.admin.patch<V1One<SitePage>>('/site-content/pages/about', {
          body_en: '<p></p>',
        });
        expect(empty.body.data.body_en).toBeNull();
      });

      it('shows a visitor the new content right after a write, also through GraphQL', async () => {
        const visitor = gateway.v1.anonymous;
        await visitor.get('/site-content/pages/who');
        expect((await visitor.get('/site-content/pages/who')).headers.get('x-cache')).toBe('hit');
        const query = '{ sitePage(key: WHO) { introNl } siteContent { phone } }';
        await gateway.graphql.anonymous(query);
        const intro = `Nieuwe inleiding ${Date.now()}`;
        const written = await gateway.v1.admin.patch('/site-content/pages/who', {
          intro_nl: intro,
        });
        expect(written.status).toBe(200);
        const page = await visitor.get<V1One<SitePage>>('/site-content/pages/who');
        expect(page.body.data.intro_nl).toBe(intro);
        await gateway.v1.admin.patch('/site-content', { phone: '030 999 99 99' });
        const answer = await gateway.graphql.anonymous<{
          sitePage: { introNl: string };
          siteContent: { phone: string };
        }>(query);
        expect(answer.data?.sitePage.introNl).toBe(intro);
        expect(answer.data?.siteContent.phone).toBe('030 999 99 99');
      });
    },
  );
}
