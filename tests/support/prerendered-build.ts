// A web build's documents without bundling: the public pages rendered by the build's own code
// (scripts/prerender-pages.ts over web/src/prerender/, through Vite's SSR loader) into a plain
// template, with the build's documents.json. Tests that need every page the gateway answers, as
// routes.tsx declares them, serve this folder as WEB_DIST_DIR. It renders in a Node process of its
// own with NODE_ENV=production, as the build does (React's development build would write component
// stacks into the HTML); about ten seconds here.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const template = [
  '<!doctype html><html lang="nl"><head><meta charset="UTF-8" />',
  '<title>Zorgevaluatie Nederland</title>',
  '<script type="module" crossorigin src="/assets/index.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

/** Runs in the child: renders the documents and writes their files into the folder argv[1]. */
const render = `
import fs from 'node:fs/promises';
import path from 'node:path';
import { prerenderedFiles, renderInNode } from './scripts/prerender-pages.ts';
const [dir, template] = process.argv.slice(1);
const rendered = await renderInNode({ root: path.resolve('web'), entry: '/src/prerender/render-pages.tsx', plugins: [] });
for (const file of prerenderedFiles(template, rendered)) {
  await fs.mkdir(path.dirname(path.join(dir, file.fileName)), { recursive: true });
  await fs.writeFile(path.join(dir, file.fileName), file.source);
}
`;

/** A folder holding the prerendered documents and documents.json; the caller removes it. */
export async function writePrerenderedBuild(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-prerendered-'));
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', render, dir, template],
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' }, timeout: 120_000 },
  );
  return dir;
}
