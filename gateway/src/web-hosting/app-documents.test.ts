import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import {
  describeTitle,
  openTestDatabases,
  pgliteTestDatabase,
  type TestDatabase,
} from '../db/testing/test-database.ts';
import type { Database } from '../db/types.ts';
import {
  documentFor,
  EVALUATION_TITLE_MARK,
  escapeHtml,
  publishedEvaluationTitle,
} from './app-documents.ts';

describe('documentFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/evaluations', 'shells/evaluations.html'],
    ['/evaluations/', 'shells/evaluations.html'],
    ['/inclusie-monitor', 'shells/inclusion-monitor.html'],
    ['/programs/3', 'shells/public.html'],
    ['/cms/login', 'shells/public.html'],
    ['/forgot-password', 'shells/public.html'],
    ['/cms', 'app.html'],
    ['/cms/evaluations/4', 'app.html'],
    ['/logout', 'app.html'],
  ])('answers %s with %s', (pathname, file) => {
    expect(documentFor(pathname)).toEqual({ file });
  });

  it('reads the evaluation parameter of a detail page', () => {
    expect(documentFor('/evaluations/hart%20falen')).toEqual({
      file: 'shells/evaluation.html',
      evaluationParam: 'hart falen',
    });
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

async function addEvaluations(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('evaluations')
    .values([
      { slug: 'heup-na-val', title: 'Heup <na> "val" & herstel', status: 'published' },
      { slug: 'concept-studie', title: 'Nog geheim', status: 'draft' },
      { slug: '12', title: 'Een slug van cijfers', status: 'published' },
    ])
    .execute();
}

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason)(describeTitle('publishedEvaluationTitle', target), () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open();
      await addEvaluations(database.db);
    });
    afterAll(() => database?.dispose());

    it('finds a published evaluation by slug, case-insensitively', async () => {
      expect(await publishedEvaluationTitle(database.db, 'Heup-Na-Val')).toBe(
        'Heup <na> "val" & herstel',
      );
    });

    it('prefers a slug of digits to the id it also could be', async () => {
      expect(await publishedEvaluationTitle(database.db, '12')).toBe('Een slug van cijfers');
    });

    it('answers null for a draft or an unknown one', async () => {
      expect(await publishedEvaluationTitle(database.db, 'concept-studie')).toBeNull();
      expect(await publishedEvaluationTitle(database.db, 'bestaat-niet')).toBeNull();
    });
  });
}

async function makeDist(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-documents-'));
  await fs.mkdir(path.join(dir, 'shells'));
  const page = (body: string) => `<!doctype html><div id="root">${body}</div>`;
  await fs.writeFile(path.join(dir, 'index.html'), page('home'));
  await fs.writeFile(path.join(dir, 'app.html'), page(''));
  await fs.writeFile(path.join(dir, 'shells/evaluations.html'), page('list'));
  await fs.writeFile(path.join(dir, 'shells/public.html'), page('public'));
  await fs.writeFile(
    path.join(dir, 'shells/evaluation.html'),
    page(`<h1>${EVALUATION_TITLE_MARK}</h1><li>${EVALUATION_TITLE_MARK}</li>`),
  );
  return dir;
}

describe('the HTML document of a client route', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await pgliteTestDatabase().open();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(os.tmpdir(), 'zv-documents-test'),
      WEB_DIST_DIR: await makeDist(),
    });
    app = await buildApp({ config, database });
    await addEvaluations(database.db);
  });
  afterAll(() => app.close());

  const body = async (url: string) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.body;
  };

  it('answers the prerendered page of each kind of route', async () => {
    expect(await body('/')).toContain('>home<');
    expect(await body('/evaluations?q=heup')).toContain('>list<');
    expect(await body('/associations')).toContain('>public<');
    expect(await body('/cms/users')).toContain('<div id="root"></div>');
  });

  it("puts a published evaluation's title in its page, escaped, wherever the mark stands", async () => {
    const html = await body('/evaluations/heup-na-val');
    const title = 'Heup &lt;na&gt; &quot;val&quot; &amp; herstel';
    expect(html).toContain(`<h1>${title}</h1><li>${title}</li>`);
    expect(html).not.toContain(EVALUATION_TITLE_MARK);
  });

  it('finds the evaluation by id too', async () => {
    const row = await database.db
      .selectFrom('evaluations')
      .select('id')
      .where('slug', '=', 'heup-na-val')
      .executeTakeFirstOrThrow();
    expect(await body(`/evaluations/${row.id}`)).toContain('<h1>Heup &lt;na&gt;');
  });

  it('never shows the title of an unpublished or unknown evaluation', async () => {
    for (const url of ['/evaluations/concept-studie', '/evaluations/bestaat-niet']) {
      const html = await body(url);
      expect(html).toContain('>public<');
      expect(html).not.toContain('Nog geheim');
    }
  });
});
