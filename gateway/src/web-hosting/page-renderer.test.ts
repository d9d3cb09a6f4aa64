// The page renderer's part in the gateway: the rendered content goes between the document's
// marks, and a build whose renderer is missing or has no renderPage serves its pages as built.
// (Rendering through real HTTP, and a renderer that throws: tests/api/page-data.test.ts.)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DocumentsManifest } from './documents-manifest.ts';
import { loadRenderers, withContent } from './page-renderer.ts';

const marks = { start: '<!--page-->', end: '<!--/page-->' };
const manifest = (module: string): DocumentsManifest => ({
  titleMark: '__RECORD_TITLE__',
  requestIdMark: '__REQUEST_ID__',
  contentMarks: marks,
  documents: [],
  notFound: 'shells/not-found.html',
  error: 'shells/error.html',
  renderer: { folder: 'server', module },
});

describe('withContent', () => {
  it('puts the content between the marks, keeping them', () => {
    expect(
      withContent('<div id="root"><!--page-->kop<!--/page--></div>', marks, '<h1>x</h1>'),
    ).toBe('<div id="root"><!--page--><h1>x</h1><!--/page--></div>');
  });

  it('leaves a document without both marks as it is', () => {
    expect(withContent('<div id="root">kop</div>', marks, 'x')).toBe('<div id="root">kop</div>');
    expect(withContent('<!--/page--><!--page-->', marks, 'x')).toBe('<!--/page--><!--page-->');
    expect(withContent('<div>kop</div>', undefined, 'x')).toBe('<div>kop</div>');
  });
});

describe('loadRenderers', () => {
  // Fastify's logger when logging is off: it writes nothing.
  const log = Fastify({ logger: false }).log;

  it('is none for a build without a renderer, a missing one, or one without renderPage', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-renderer-'));
    try {
      await fs.mkdir(path.join(dir, 'server'));
      await fs.writeFile(path.join(dir, 'server/other.mjs'), 'export const render = () => "x";');
      const none = { page: null, footer: null };
      expect(await loadRenderers(dir, undefined, log)).toEqual(none);
      expect(await loadRenderers(dir, manifest('missing.mjs'), log)).toEqual(none);
      expect(await loadRenderers(dir, manifest('other.mjs'), log)).toEqual(none);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("calls the build's renderPage, and answers null where it throws", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-renderer-'));
    try {
      await fs.mkdir(path.join(dir, 'server'));
      await fs.writeFile(
        path.join(dir, 'server/render.mjs'),
        `export function renderPage(file, url, answers) {
          if (file === 'bad.html') throw new Error('boom');
          return file + ' ' + url + ' ' + Object.keys(answers).join();
        }`,
      );
      const { page: render, footer } = await loadRenderers(dir, manifest('render.mjs'), log);
      const answers = { List: { variables: {}, data: {} } };
      expect(render?.('a.html', '/a', answers)).toBe('a.html /a List');
      expect(render?.('bad.html', '/a', answers)).toBeNull();
      // A build from before the footer was content has no renderFooter.
      expect(footer).toBeNull();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("calls the build's renderFooter once per answer, and answers null where it throws", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-renderer-'));
    try {
      await fs.mkdir(path.join(dir, 'server'));
      await fs.writeFile(
        path.join(dir, 'server/render.mjs'),
        `let calls = 0;
        export const renderPage = () => null;
        export function renderFooter(answers) {
          if (answers.Bad) throw new Error('boom');
          calls += 1;
          return '<footer>' + calls + '</footer>';
        }`,
      );
      const { footer } = await loadRenderers(dir, manifest('render.mjs'), log);
      const answers = { SiteFooter: { variables: {}, data: { siteContent: { sponsors: [] } } } };
      expect(footer?.(answers)).toBe('<footer>1</footer>');
      expect(footer?.({ ...answers })).toBe('<footer>1</footer>');
      expect(footer?.({ Bad: { variables: {}, data: {} } })).toBeNull();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
