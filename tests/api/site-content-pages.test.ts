// The site's content in the pages' HTML over real HTTP (issue 27): every page with a footer
// carries the footer's answer (privacy statement, sponsors) and the footer rendered from it by the
// build's renderer (`renderFooter`; here a stand-in module), the not-found page too; an
// information page is rendered whole from its content's answer; and an admin's change is in the
// very next page a visitor gets (the anonymous answers are dropped on the write).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { type ApiServer, apiClient, loginAs, startApiServer } from '../support/api-server.ts';

const footerQuery = 'query SiteFooter { siteContent { privacyStatementHref sponsors { name } } }';
const pageQuery = 'query SitePage($key: SitePageKey!) { sitePage(key: $key) { introNl bodyNl } }';

type Answers = Record<string, { variables: Record<string, unknown>; data: unknown }>;
type FooterData = { siteContent: { privacyStatementHref: string; sponsors: { name: string }[] } };

/** Stands in for web/src/prerender/render-pages.tsx: the page and the footer as plain lists. */
const rendererModule = `
const footer = (answers) =>
  '<footer>' + answers.SiteFooter.data.siteContent.sponsors.map((s) => s.name).join('|') + '</footer>';
export function renderPage(file, url, answers) {
  if (file !== 'shells/who.html') return null;
  return '<p>' + answers.SitePage.data.sitePage.introNl + '</p>' + footer(answers);
}
export const renderFooter = footer;
`;

const pageData = (html: string) => {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script><\/body>/s.exec(
    html,
  );
  return match ? (JSON.parse(match[1] as string) as Answers) : null;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason)(`site content in the pages (${target.name})`, () => {
    let server: ApiServer;
    let distDir: string;
    const get = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(`${server.baseUrl}${url}`, {
        ...init,
        headers: { accept: 'text/html' },
      });
      return { status: response.status, html: await response.text() };
    };

    beforeAll(async () => {
      distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-site-pages-'));
      await fs.mkdir(path.join(distDir, 'shells'));
      await fs.mkdir(path.join(distDir, 'server'));
      const page = (body: string) => `<!doctype html><body><div id="root">${body}</div></body>`;
      const footed = (main: string) => `${main}<!--footer--><footer>built</footer><!--/footer-->`;
      const files: Record<string, string> = {
        'index.html': page(footed('home')),
        'app.html': page(''),
        'shells/public.html': page(footed('public')),
        'shells/who.html': page(`<!--page-->${footed('who')}<!--/page-->`),
        'shells/who.html.data.json': JSON.stringify([
          { query: pageQuery, variables: { key: 'WHO' } },
        ]),
        'shells/not-found.html': page(footed('not found')),
        'shells/error.html': page('error'),
        'server/render-pages.mjs': rendererModule,
        'documents.json': JSON.stringify({
          titleMark: '__RECORD_TITLE__',
          requestIdMark: '__REQUEST_ID__',
          contentMarks: { start: '<!--page-->', end: '<!--/page-->' },
          footer: {
            marks: { start: '<!--footer-->', end: '<!--/footer-->' },
            data: [{ query: footerQuery, variables: {}, everyone: true }],
          },
          renderer: { folder: 'server', module: 'render-pages.mjs' },
          documents: [
            { file: 'index.html', routes: ['/'] },
            { file: 'shells/public.html', routes: ['/cms/login'] },
            { file: 'shells/who.html', routes: ['/who'] },
            { file: 'app.html', routes: ['/cms/*'] },
          ],
          notFound: 'shells/not-found.html',
          error: 'shells/error.html',
        }),
      };
      for (const [file, text] of Object.entries(files))
        await fs.writeFile(path.join(distDir, file), text);
      server = await startApiServer(target, { seed: true, env: { WEB_DIST_DIR: distDir } });
    });
    afterAll(async () => {
      await server?.close();
      await fs.rm(distDir, { recursive: true, force: true });
    });

    it('puts the footer rendered from the site content in every page that has one', async () => {
      for (const url of ['/', '/cms/login']) {
        const { html } = await get(url);
        expect(html, url).toContain(
          '<!--footer--><footer>Federatie Medisch Specialisten|Zorgverzekeraars Nederland</footer><!--/footer-->',
        );
        const footer = pageData(html)?.SiteFooter;
        expect((footer?.data as FooterData | undefined)?.siteContent.privacyStatementHref).toMatch(
          /^https:/,
        );
        // The same for every reader: a signed-in reader's page takes it too.
        expect(footer).toMatchObject({ everyone: true });
      }
      const missing = await get('/geen-pagina');
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('<footer>Federatie Medisch Specialisten|');
      expect(pageData(missing.html)?.SiteFooter).toBeDefined();
      // The CMS's page has no footer and carries nothing; nor does a HEAD request.
      expect(pageData((await get('/cms/users')).html)).toBeNull();
      expect((await get('/', { method: 'HEAD' })).status).toBe(200);
    });

    it('renders an information page whole from its content, footer included', async () => {
      const { html } = await get('/who');
      const answers = pageData(html);
      expect(Object.keys(answers ?? {}).sort()).toEqual(['SiteFooter', 'SitePage']);
      expect(html).toContain(
        '<!--page--><p>Zorgevaluatie Nederland is een samenwerking van wetenschappelijke verenigingen',
      );
      expect(html).toContain('<footer>Federatie Medisch Specialisten|');
      expect(html).not.toContain('built');
    });

    it("shows an admin's change in the next page a visitor gets", async () => {
      await get('/who');
      const admin = apiClient(server.baseUrl, { token: await loginAs(server.baseUrl, 'admin') });
      const intro = `Een nieuwe inleiding ${Date.now()}`;
      expect((await admin.patch('/site-content/pages/who', { intro_nl: intro })).status).toBe(200);
      const site = await admin.get<{ data: { sponsors: { id: number; name: string }[] } }>(
        '/site-content',
      );
      const sponsors = site.body.data.sponsors.map(({ id, name }) => ({ id, name }));
      const renamed = [{ ...sponsors[0], name: 'Federatie (nieuw)' }, ...sponsors.slice(1)];
      expect((await admin.patch('/site-content', { sponsors: renamed })).status).toBe(200);
      const { html } = await get('/who');
      expect(html).toContain(`<p>${intro}</p>`);
      expect(html).toContain('<footer>Federatie (nieuw)|Zorgverzekeraars Nederland</footer>');
    });
  });
}
