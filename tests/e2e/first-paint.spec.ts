// Browser tests of the public pages' start (docs/web.md, "Prerendered HTML"): the browser paints the
// prerendered page before the app's JavaScript is even requested, and the app then takes the page
// over without moving anything (no layout shift), on a phone-sized screen.
import { expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 412, height: 823 } });

interface StartTimings {
  /** Whether the whole prerendered markup was parsed when the browser made its first frame. */
  firstFrameAfterParsing: boolean;
  firstContentfulPaint: number;
  appStartRequested: number;
  layoutShift: number;
  /** What moved, for the failure message: each shifted element with its rectangles before and after. */
  shiftSources: string[];
}

/** A layout shift as the page records it: its score and what moved (see `openAndTakeOver`). */
type RecordedShift = { value: number; sources: string[] };

/** Records layout shifts from the first moment, opens `path` and waits until the app has the page. */
async function openAndTakeOver(page: Page, path: string): Promise<StartTimings> {
  await page.addInitScript(() => {
    interface Shift extends PerformanceEntry {
      value: number;
      sources: {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    }
    const shifts: RecordedShift[] = [];
    const recorded = window as unknown as { __shifts: RecordedShift[]; __firstFrame?: boolean };
    recorded.__shifts = shifts;
    // The element after the prerendered markup (scripts/hold-first-paint.ts) is there by the
    // first frame: the browser never paints a half-parsed page.
    requestAnimationFrame(() => {
      recorded.__firstFrame = document.getElementById('prerendered-end') !== null;
    });
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `<${node.localName} class="${node.className}">${(node.textContent ?? '').slice(0, 40)}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) =>
              `${Math.round(entry.startTime)} ms ${describe(source.node)}: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  // The app has replaced the prerendered picture (which is inert) with the live page.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('main#main')).toBeVisible();
  // Data sections and late effects have settled.
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const start = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/start-[\w-]+\.js$/.test(entry.name));
    const recorded = window as unknown as { __shifts: RecordedShift[]; __firstFrame?: boolean };
    const shifts = recorded.__shifts;
    return {
      firstFrameAfterParsing: recorded.__firstFrame === true,
      firstContentfulPaint: paint?.startTime ?? Number.NaN,
      appStartRequested: start?.startTime ?? Number.NaN,
      layoutShift: shifts.reduce((sum, shift) => sum + shift.value, 0),
      shiftSources: shifts.flatMap((shift) => shift.sources),
    };
  });
}

function expectPaintFirstWithoutShift(timings: StartTimings): void {
  expect(timings.firstFrameAfterParsing).toBe(true);
  expect(timings.firstContentfulPaint).toBeGreaterThan(0);
  expect(timings.appStartRequested).toBeGreaterThan(timings.firstContentfulPaint);
  expect(timings.layoutShift, `shifted: ${timings.shiftSources.join('; ')}`).toBe(0);
}

test('home: painted from its HTML first, taken over without a layout shift', async ({ page }) => {
  expectPaintFirstWithoutShift(await openAndTakeOver(page, '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('evaluations list: painted from its HTML first, taken over without a layout shift', async ({
  page,
}) => {
  expectPaintFirstWithoutShift(await openAndTakeOver(page, '/evaluations'));
  await expect(page.getByRole('navigation', { name: /kruimelpad|breadcrumb/i })).toBeVisible();
});

test('evaluation page: painted from its HTML first, taken over without a layout shift', async ({
  page,
  request,
}) => {
  const response = await request.get('/v1/evaluations?limit=1');
  const first = ((await response.json()) as { data: { id: number; slug?: string | null }[] })
    .data[0];
  if (!first) throw new Error('the demo data has no published evaluation');
  expectPaintFirstWithoutShift(
    await openAndTakeOver(page, `/evaluations/${first.slug || first.id}`),
  );
  await expect(page.getByRole('navigation', { name: /kruimelpad|breadcrumb/i })).toBeVisible();
});

test('information page: its whole text in the HTML, taken over without a layout shift', async ({
  page,
}) => {
  // The text is there before any script runs: the largest paint does not wait for JavaScript.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/who');
  await expect(page.locator('[data-prerendered] h2').first()).toBeAttached();
  // So is the footer with the site's sponsors, in their boxes (issue 27).
  const logos = page.locator('[data-prerendered] footer img');
  expect(await logos.count()).toBeGreaterThan(0);
  for (const logo of await logos.all()) {
    await expect(logo).toHaveAttribute('width', '240');
    await expect(logo).toHaveAttribute('height', '64');
  }
  await page.unroute('**/assets/*.js');
  expectPaintFirstWithoutShift(await openAndTakeOver(page, '/who'));
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

/** The page's HTML alone (its scripts refused): what a phone paints before any JavaScript runs. */
async function paintedWithoutScripts(page: Page, path: string): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  await page.unroute('**/assets/*.js');
}

test('association page: rendered whole in its HTML, taken over without a layout shift', async ({
  page,
  request,
}) => {
  const response = await request.get('/v1/associations?limit=1');
  const first = ((await response.json()) as { data: { id: number; title: string }[] }).data[0];
  if (!first) throw new Error('the demo data has no association');
  // The gateway renders the page from its answer: title and sections are in the HTML.
  await paintedWithoutScripts(page, `/associations/${first.id}`);
  const prerendered = page.locator('[data-prerendered]');
  await expect(prerendered.locator('h1')).toHaveText(first.title);
  await expect(prerendered.locator('h2').first()).toBeAttached();
  expectPaintFirstWithoutShift(await openAndTakeOver(page, `/associations/${first.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

test('associations list: its first page of cards in its HTML, taken over without a layout shift', async ({
  page,
  request,
}) => {
  const response = await request.get('/v1/associations?sort=title&limit=1');
  const first = ((await response.json()) as { data: { title: string }[] }).data[0];
  if (!first) throw new Error('the demo data has no association');
  await paintedWithoutScripts(page, '/associations');
  await expect(page.locator('[data-prerendered] h2, [data-prerendered] h3').first()).toBeAttached();
  await expect(page.locator('[data-prerendered]').getByText(first.title).first()).toBeAttached();
  expectPaintFirstWithoutShift(await openAndTakeOver(page, '/associations'));
  await expect(page.getByRole('link', { name: first.title }).first()).toBeVisible();
});

test('search results: the results for the term in the HTML, taken over without a layout shift', async ({
  page,
}) => {
  await paintedWithoutScripts(page, '/search?q=zorg');
  await expect(page.locator('[data-prerendered] article h3').first()).toBeAttached();
  expectPaintFirstWithoutShift(await openAndTakeOver(page, '/search?q=zorg'));
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('not-found page (404): taken over by the same screen without a layout shift', async ({
  page,
}) => {
  expectPaintFirstWithoutShift(await openAndTakeOver(page, '/associations/99999'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
