// Inclusion on an evaluation's page, in Chromium on the demo data: for an evaluation on the
// inclusion monitor its n/N as /v1's participants and data rows give it, its category, the
// monitor's pace verdict, the month of the last report and a link that lands on its entry on the
// monitor (also with filters in the monitor's URL); nothing for one that is not on the monitor;
// one GraphQL request for the page; axe at 390 and 1366 px. Expected values come from /v1.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, v1 } from './support/cms.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'features/evaluations/messages/nl.json',
    'features/inclusion-monitor/messages/nl.json',
  ),
);

interface Row {
  id: number;
  title: string;
  url: string;
  is_visible_at_inclusion_monitor: boolean;
  gradation: { id: number; title: string; position: number } | null;
  participants: { amount: number }[];
  data: { date: string; sample_size: number }[];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const dutch = (value: number) => value.toLocaleString('nl-NL');

/** The published evaluations with what the monitor sums, in the monitor's order. */
async function evaluationsFromV1(request: APIRequestContext): Promise<Row[]> {
  const list = await v1<{ data: Row[]; total: number }>(
    request,
    'evaluations?with[]=gradation&with[]=participants&with[]=data&sort=title&limit=100',
  );
  expect(list.total).toBeLessThanOrEqual(100);
  const position = (row: Row) => row.gradation?.position ?? Number.POSITIVE_INFINITY;
  return list.data.sort((a, b) => position(a) - position(b));
}

/** What the page should say for a monitored evaluation, computed from its /v1 rows. */
function expected(row: Row) {
  const target = sum(row.participants.map((participant) => participant.amount));
  const included = sum(row.data.map((data) => data.sample_size));
  const newest = row.data
    .map((data) => data.date)
    .sort()
    .at(-1);
  const month = new Date(`${newest}T00:00:00Z`).toLocaleDateString('nl-NL', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const percent = Math.round((included / target) * 100);
  return {
    figures: `${dutch(included)} van ${dutch(target)} geïncludeerd (${percent}%)`,
    percent,
    lastReported: text('evaluations.detail.inclusion.lastReported').replace('{month}', month),
  };
}

/** The last monitored evaluation with reports, in the monitor's order: far down its page. */
async function knownMonitored(request: APIRequestContext): Promise<Row> {
  const known = (await evaluationsFromV1(request))
    .filter((row) => row.is_visible_at_inclusion_monitor && row.data.length > 0)
    .at(-1);
  expect(known).toBeDefined();
  return known as Row;
}

const section = (page: Page) =>
  page.getByRole('region', { name: text('evaluations.detail.inclusion') });
const paces = new RegExp(
  ['ON_SCHEDULE', 'BEHIND_SCHEDULE', 'TARGET_REACHED', 'NO_DATA', 'NO_END_DATE']
    .map((pace) => `^${text(`monitor.pace.${pace}`)}$`)
    .join('|'),
);

/** Expects the monitor's entry for `row` scrolled into view, below the sticky header. */
async function expectLandedOn(page: Page, row: Row) {
  const entry = page.locator(`#zorgevaluatie-${row.id}`);
  await expect(entry.getByRole('heading', { level: 3 })).toHaveText(row.title);
  await expect(entry).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  const entryTop = await entry.evaluate((element) => element.getBoundingClientRect().top);
  expect(entryTop).toBeGreaterThanOrEqual(headerBottom);
  return entry;
}

/** Opens the evaluation's page and expects its figures; answers the section and its verdict. */
async function openMonitored(page: Page, known: Row) {
  const { figures, percent, lastReported } = expected(known);
  await page.goto(known.url);
  const inclusion = section(page);
  await expect(inclusion.getByTestId('monitor-progress')).toHaveText(figures);
  await expect(
    inclusion.getByRole('progressbar', {
      name: text('monitor.progressLabel').replace('{title}', known.title),
    }),
  ).toHaveAttribute('aria-valuenow', String(Math.min(100, percent)));
  await expect(inclusion.getByText(known.gradation?.title ?? '', { exact: true })).toBeVisible();
  await expect(inclusion.getByText(lastReported, { exact: true })).toBeVisible();
  const pace = (await inclusion.getByTestId('monitor-pace').textContent()) ?? '';
  expect(pace).toMatch(paces);
  return { inclusion, figures, pace };
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a monitored evaluation shows its n/N from /v1, in one GraphQL request; axe-clean', async ({
      page,
      request,
    }) => {
      const known = await knownMonitored(request);
      const graphqlRequests: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/graphql') graphqlRequests.push(sent.url());
      });
      await openMonitored(page, known);
      // One request (none where the answer comes embedded in the page's HTML).
      expect(graphqlRequests.length).toBeLessThanOrEqual(1);
      await expectNoAxeViolations(page);
    });

    test('its link lands on its monitor entry, with the same figures and verdict', async ({
      page,
      request,
    }) => {
      const known = await knownMonitored(request);
      const { inclusion, figures, pace } = await openMonitored(page, known);
      await inclusion
        .getByRole('link', { name: text('evaluations.detail.inclusion.monitorLink') })
        .click();
      await expect(page).toHaveURL(`/inclusie-monitor#zorgevaluatie-${known.id}`);
      const entry = await expectLandedOn(page, known);
      await expect(entry.getByTestId('monitor-progress')).toHaveText(figures);
      await expect(entry.getByTestId('monitor-pace')).toHaveText(pace);
    });
  });
}

test('the link lands on the entry with filters in the monitor’s URL too', async ({
  page,
  request,
}) => {
  const known = await knownMonitored(request);
  await page.goto(
    `/inclusie-monitor?category=${known.gradation?.id ?? 'none'}#zorgevaluatie-${known.id}`,
  );
  await expectLandedOn(page, known);
});

test('an evaluation that is not on the monitor shows no inclusion', async ({ page, request }) => {
  const other = (await evaluationsFromV1(request)).find(
    (row) => !row.is_visible_at_inclusion_monitor,
  );
  expect(other).toBeDefined();
  if (!other) return;
  await page.goto(other.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
  // The key facts are drawn by now: they come in the same answer as the section would.
  await expect(
    page.getByRole('heading', { level: 2, name: text('evaluations.detail.facts') }),
  ).toBeAttached();
  await expect(section(page)).toHaveCount(0);
  await expect(page.locator('a[href^="/inclusie-monitor#"]')).toHaveCount(0);
});
