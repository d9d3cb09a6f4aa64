// Browser tests of the GraphQL playground (GraphiQL on GET /graphql): offline, under the strict
// CSP, keyboard-usable and axe-clean; and the public app never loads any of its files.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

// The build the e2e server serves (playwright.config.ts passes WEB_DIST_DIR on).
const distDir = process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '../../web/dist');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// Monaco (~3 MB) loads on demand after the page; give it time on a slow CI machine.
const editorTimeout = 30_000;

/** What a page did: requests to other origins, errors (console, page, workers, CSP), assets. */
interface PageWatch {
  foreign: string[];
  errors: string[];
  assets: Set<string>;
}

function watchPage(page: Page, baseURL: string | undefined): PageWatch {
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const watch: PageWatch = { foreign: [], errors: [], assets: new Set() };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) watch.foreign.push(request.url());
    else if (url.pathname.startsWith('/assets/')) watch.assets.add(url.pathname);
  });
  const recordError = (text: string) => watch.errors.push(text);
  page.on('console', (message) => {
    if (message.type() === 'error') recordError(message.text());
  });
  page.on('pageerror', (error) => recordError(error.message));
  page.on('worker', (worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'error') recordError(`worker: ${message.text()}`);
    }),
  );
  return watch;
}

/** Reports every CSP violation of the document as a console error, which watchPage records. */
async function reportCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
}

const queryEditorBox = (page: Page): Locator =>
  page.locator('.graphiql-query-editor > .graphiql-editor');
const runButton = (page: Page): Locator => page.getByRole('button', { name: /^Execute query/ });
const responsePane = (page: Page): Locator => page.locator('.graphiql-response');

async function openPlayground(page: Page) {
  const response = await page.goto('/graphql');
  await expect(queryEditorBox(page).locator('.monaco-editor')).toBeVisible({
    timeout: editorTimeout,
  });
  return response;
}

/** Title of the first published evaluation by title: what the first example tab answers first. */
async function firstPublishedTitle(page: Page): Promise<string> {
  const answer = await page.request.post('/graphql', {
    data: {
      query:
        '{ evaluations(filter: { status: [PUBLISHED] }, limit: 1, sort: [{ field: TITLE }]) { data { title } } }',
    },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: { evaluations: { data: { title: string }[] } } };
  const title = body.data.evaluations.data[0]?.title;
  expect(title).toBeTruthy();
  return title ?? '';
}

/** The /assets/ files an HTML page of the build references in its script and link tags. */
function assetsOf(htmlFile: string): Set<string> {
  const html = fs.readFileSync(path.join(distDir, htmlFile), 'utf8');
  return new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? ''),
  );
}

test('GET /graphql shows GraphiQL under the strict CSP, loading nothing from elsewhere', async ({
  page,
  baseURL,
}) => {
  await reportCspViolations(page);
  const watch = watchPage(page, baseURL);
  const expectedTitle = await firstPublishedTitle(page);

  const response = await openPlayground(page);
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await expect(page).toHaveTitle('GraphQL playground — Zorgevaluatie Nederland');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'GraphQL playground' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();

  // The example operations are the first tabs; the first one answers real evaluations.
  for (const name of ['ExamplePublishedEvaluations', 'ExampleEvaluationBySlug', 'ExampleSearch'])
    await expect(page.getByRole('tab', { name })).toBeVisible();
  await runButton(page).click();
  await expect(responsePane(page)).toContainText(expectedTitle, { timeout: editorTimeout });

  // Prettify loads Prettier's chunks on demand: they too must run under the CSP.
  const prettier = page.waitForResponse((answer) =>
    /\/assets\/playground\/standalone-[\w-]+\.js$/.test(answer.url()),
  );
  await page.getByRole('button', { name: /^Prettify query/ }).click();
  expect((await prettier).status()).toBe(200);

  // Introspection feeds the docs explorer.
  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  await expect(page.locator('.graphiql-doc-explorer')).toContainText('query: Query');

  // Monaco's workers run from our own /assets (no CDN, no blob). Monaco starts the GraphQL
  // worker when it first needs it, which on a busy machine can come after the checks above.
  await expect
    .poll(() => [...watch.assets].some((asset) => /graphql\.worker-[\w-]+\.js$/.test(asset)), {
      timeout: editorTimeout,
    })
    .toBe(true);
  expect(watch.foreign).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('a keyboard user reaches the editor and the run button with Tab and runs a query', async ({
  page,
  baseURL,
}) => {
  await reportCspViolations(page);
  const watch = watchPage(page, baseURL);
  await openPlayground(page);

  // Tab through the sidebar and the tab bar until the operation editor's box has focus.
  const editorBox = queryEditorBox(page);
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await editorBox.evaluate((box) => box === document.activeElement)) break;
  }
  await expect(editorBox).toBeFocused();

  // Enter edits (GraphiQL), Escape hands focus back to the box (ours), Tab reaches the run button.
  await page.keyboard.press('Enter');
  await expect(editorBox.locator('textarea')).toBeFocused();
  await page.keyboard.press('Control+A');
  // Starts with a keyword: a leading `{` would get Monaco's auto-closing `}` on top.
  await page.keyboard.insertText('query Health { health { status } }');
  // GraphiQL reads the operation name after a short pause; the tab's title shows it has.
  await expect(page.getByRole('tab', { name: 'Health', selected: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editorBox).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(runButton(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(responsePane(page)).toContainText('"status": "ok"', { timeout: editorTimeout });
  expect(watch.foreign).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('the playground has no WCAG 2.1 A/AA violations of our own making', async ({ page }) => {
  await openPlayground(page);
  await runButton(page).click();
  await expect(responsePane(page)).toContainText('"data"', { timeout: editorTimeout });

  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = results.violations
    .map((violation) => ({
      rule: violation.id,
      // GraphiQL's own tab bar puts its tab and close buttons inside each `li role="tab"`; its
      // markup cannot be changed by props or CSS. Only those nodes are let through, so the rule
      // still guards everything else on the page.
      targets: violation.nodes
        .filter(
          (node) =>
            !(violation.id === 'nested-interactive' && /^<li [^>]*graphiql-tab\b/.test(node.html)),
        )
        .map((node) => node.target.join(' ')),
    }))
    .filter((violation) => violation.targets.length > 0);
  expect(summary).toEqual([]);
});

test('the public app loads none of the playground files', async ({ page, baseURL, request }) => {
  // The public page first, so that nothing the playground still loads can count for it.
  const watch = watchPage(page, baseURL);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const publicAssets = [...watch.assets];

  watch.assets.clear();
  await openPlayground(page);
  await runButton(page).click();
  await expect(responsePane(page)).toContainText('"data"', { timeout: editorTimeout });
  const playgroundAssets = new Set(watch.assets);

  // The playground's own files are built into /assets/playground/ (web/vite.config.ts): its entry,
  // CSS, GraphiQL's and Monaco's chunks and the workers. Shared chunks (React, floating UI) stay
  // in /assets/ and may be loaded by both pages.
  const playgroundOnly = new Set(
    [...playgroundAssets].filter((asset) => asset.startsWith('/assets/playground/')),
  );
  for (const asset of assetsOf('graphiql.html'))
    if (/graphiql/i.test(asset)) expect(playgroundOnly).toContain(asset);
  expect([...playgroundOnly].some((asset) => /\/monaco-editor-[\w-]+\.js$/.test(asset))).toBe(true);
  expect([...playgroundOnly].some((asset) => /\.worker-[\w-]+\.js$/.test(asset))).toBe(true);

  expect(publicAssets.filter((asset) => asset.startsWith('/assets/playground/'))).toEqual([]);
  expect(publicAssets.filter((asset) => /graphiql|monaco|worker|codicon/i.test(asset))).toEqual([]);
  // No chunk of the public app carries Monaco or GraphiQL code, and each stays under Vite's usual
  // 500 kB warning limit (web/vite.config.ts raises that limit for Monaco's sake).
  for (const asset of publicAssets.filter((name) => name.endsWith('.js'))) {
    const code = await (await request.get(asset)).text();
    expect(code, asset).not.toMatch(/monaco|graphiql/i);
    expect(code.length, asset).toBeLessThan(500_000);
  }
});
