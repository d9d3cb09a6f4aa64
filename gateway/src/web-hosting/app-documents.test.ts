// The pages the gateway answers from a (fixture) web build: each client route its document, a
// public record's page with its title, every other path the not-found screen with 404, and
// errors as the error page (HTML) or a generic JSON answer, never with internal text.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { addPublicRecords } from '../test-support/public-records.ts';
import { pgliteTestDatabase } from '../test-support/test-database.ts';
import { DOCUMENTS_MANIFEST_FILE, type DocumentsManifest } from './documents-manifest.ts';

const TITLE = '__RECORD_TITLE__';
const REQUEST_ID = '__REQUEST_ID__';

const manifest: DocumentsManifest = {
  titleMark: TITLE,
  requestIdMark: REQUEST_ID,
  contentMarks: { start: '<!--page-->', end: '<!--/page-->' },
  documents: [
    { file: 'index.html', routes: ['/'] },
    { file: 'shells/evaluations.html', routes: ['/evaluations'] },
    {
      file: 'shells/evaluation.html',
      routes: ['/evaluations/:id'],
      record: { kind: 'evaluation', param: 'id' },
    },
    {
      file: 'shells/association.html',
      routes: ['/associations/:id'],
      record: { kind: 'association', param: 'id' },
    },
    { file: 'shells/who.html', routes: ['/who'] },
    { file: 'shells/public.html', routes: ['/cms/login'] },
    { file: 'app.html', routes: ['/logout', '/cms', '/cms/users/:id'] },
  ],
  notFound: 'shells/not-found.html',
  error: 'shells/error.html',
};

async function makeDist(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-documents-'));
  await fs.mkdir(path.join(dir, 'shells'));
  const page = (body: string) => `<!doctype html><div id="root">${body}</div>`;
  const write = (file: string, body: string) => fs.writeFile(path.join(dir, file), page(body));
  await write('index.html', 'home');
  await write('app.html', '');
  await write('shells/evaluations.html', 'list');
  await write('shells/who.html', 'who');
  await write('shells/public.html', 'public');
  await write('shells/evaluation.html', `<h1>${TITLE}</h1><li>${TITLE}</li>`);
  await write('shells/association.html', `<h1>${TITLE}</h1>`);
  await write('shells/not-found.html', '<h1>Pagina niet gevonden</h1>');
  await write('shells/error.html', `<h1>Er ging iets mis</h1><code>${REQUEST_ID}</code>`);
  await fs.writeFile(path.join(dir, DOCUMENTS_MANIFEST_FILE), JSON.stringify(manifest));
  return dir;
}

describe('the HTML document of a page', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let ids: Awaited<ReturnType<typeof addPublicRecords>>;

  beforeAll(async () => {
    database = await pgliteTestDatabase().open();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), 'zv-documents-test'),
      WEB_DIST_DIR: await makeDist(),
    });
    app = await buildApp({ config, database });
    // Routes that fail the way a driver does, with its internals in the error: a page, and a
    // path of the server's own (not a page: JSON for anyone).
    const fail = async () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code: '22021',
      });
    };
    app.get('/failing-page', fail);
    app.get('/healthz/failing', fail);
    ids = await addPublicRecords(database.db);
  });
  afterAll(() => app.close());

  const get = (url: string, accept = 'text/html') => app.inject({ url, headers: { accept } });

  const page = async (url: string, status = 200) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.body;
  };

  it('answers each client route with its document', async () => {
    expect(await page('/')).toContain('>home<');
    expect(await page('/evaluations?q=heup')).toContain('>list<');
    expect(await page('/who/')).toContain('>who<');
    expect(await page('/cms/login')).toContain('>public<');
    expect(await page('/cms/users/4')).toContain('<div id="root"></div>');
  });

  it("puts a visible record's title in its page, escaped, wherever the mark stands", async () => {
    const html = await page('/evaluations/heup-na-val');
    const title = 'Heup &lt;na&gt; &quot;val&quot; &amp; herstel';
    expect(html).toContain(`<h1>${title}</h1><li>${title}</li>`);
    expect(html).not.toContain(TITLE);
    expect(await page(`/associations/${ids.association}`)).toContain(
      '<h1>Vereniging voor Heelkunde</h1>',
    );
  });

  it('answers the not-found screen with 404 for a path that is no page of the site', async () => {
    for (const url of ['/does-not-exist', '/cms/unknown', '/who/else', '/missing.pdf'])
      expect(await page(url, 404)).toContain('Pagina niet gevonden');
  });

  it('answers 404 for a record a visitor cannot see, never showing its title', async () => {
    for (const url of [
      '/evaluations/concept-studie',
      '/evaluations/bestaat-niet',
      '/associations/999999',
      '/associations/abc',
    ]) {
      const html = await page(url, 404);
      expect(html).toContain('Pagina niet gevonden');
      expect(html).not.toContain('Nog geheim');
    }
  });

  it('answers 404 for a path that cannot name anything: a NUL, bad encoding, an endless id', async () => {
    for (const url of [
      '/evaluations/1%00',
      '/associations/1%00',
      '/evaluations/%ZZ',
      '/evaluations/%ED%A0%80',
      `/evaluations/${'9'.repeat(300)}`,
      '/%2e%2e/%2e%2e/etc/passwd',
    ])
      expect(await page(url, 404), url).toContain('Pagina niet gevonden');
  });

  it('answers an API client a short JSON 404 outside the pages', async () => {
    for (const url of ['/assets/missing.js', '/v1/nope', '/v1/evaluations/%ZZ']) {
      const response = await get(url, 'application/json');
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(
        expect.objectContaining({ message: expect.any(String) }),
      );
    }
  });

  it('answers a failure with the error page on a page and generic JSON elsewhere', async () => {
    const browser = await get('/failing-page');
    expect(browser.statusCode).toBe(500);
    expect(browser.headers['content-type']).toContain('text/html');
    const requestId = String(browser.headers['x-request-id']);
    expect(browser.body).toContain(`<code>${requestId}</code>`);
    const client = await get('/healthz/failing', 'application/json');
    expect(client.statusCode).toBe(500);
    expect(client.json()).toEqual({
      message: 'Internal Server Error',
      request_id: client.headers['x-request-id'],
    });
    for (const body of [browser.body, client.body]) {
      expect(body).not.toContain('22021');
      expect(body).not.toContain('invalid byte sequence');
    }
  });
});
