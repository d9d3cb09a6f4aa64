// What a phone loads on each public route (issue 26): the JavaScript the browser requests until
// the app has taken over the page and the network is quiet, each script gzipped (-9) as the build
// writes it, must stay within the route's budget (scripts/route-budget.ts: 150 KB, the monitor its
// own). The build checks the static part of the same budget (scripts/bundle-budget.ts); this adds
// what loads lazily (the page's data sections, the search, the service worker's code).
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { ROUTE_JS_BUDGET, ROUTE_JS_BUDGET_ON } from '../../scripts/route-budget.ts';
import { publicRoutes } from './support/routes.ts';

const KB = 1024;
/** No script requested for this long: the page has loaded what it loads by itself. */
const QUIET_MS = 1_500;

test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

interface Script {
  path: string;
  gzipBytes: number;
}

/** Every script the page requests from now on, with its gzipped size, and when the last came. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<Script>>();
  let last = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') last = Date.now();
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    last = Date.now();
    const path = new URL(response.url()).pathname;
    if (scripts.has(path)) return;
    scripts.set(
      path,
      response.body().then((body) => ({ path, gzipBytes: gzipSync(body, { level: 9 }).length })),
    );
  });
  return {
    quietFor: () => Date.now() - last,
    all: () => Promise.all(scripts.values()),
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

for (const route of publicRoutes) {
  const budget = ROUTE_JS_BUDGET_ON[route] ?? ROUTE_JS_BUDGET;

  test(`${route} loads at most ${kb(budget)} of JavaScript on a phone`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(route, { waitUntil: 'networkidle' });
    // The app has replaced the prerendered page, and nothing more is on its way.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect.poll(() => scripts.quietFor(), { timeout: 10_000 }).toBeGreaterThan(QUIET_MS);

    const loaded = (await scripts.all()).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const total = loaded.reduce((sum, script) => sum + script.gzipBytes, 0);
    const largest = loaded
      .slice(0, 8)
      .map((script) => `${script.path} ${kb(script.gzipBytes)}`)
      .join(', ');
    expect(
      total,
      `${route}: ${kb(total)} of JavaScript gzipped in ${loaded.length} scripts, budget ` +
        `${kb(budget)}; largest: ${largest}`,
    ).toBeLessThanOrEqual(budget);
  });
}
