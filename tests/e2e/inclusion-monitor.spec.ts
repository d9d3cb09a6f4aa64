// The inclusion monitor in Chromium against the seeded demo: a known evaluation's n/N, chart table
// and center table agree with /v1; the filters go into the URL and narrow the evaluations; a chart
// below the fold is drawn when scrolled to and its tooltip works by keyboard; axe at 390 and 1366 px.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { liveApp } from './support/live-app.ts';

type Monitored = {
  id: number;
  title: string;
  phase: string;
  gradation_id: number | null;
  participants: { amount: number }[];
  data: { sample_size: number }[];
  specializations: { id: number; title: string }[];
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** Dutch number text ("1.150") as a number. */
const numberIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function monitoredFromV1(request: APIRequestContext): Promise<Monitored[]> {
  const response = await request.get(
    '/v1/evaluations?filter[is_visible_at_inclusion_monitor]=true&with[]=participants&with[]=data&with[]=specializations&sort=title&limit=100',
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Monitored[] }).data;
}

const cards = (page: import('@playwright/test').Page) =>
  liveApp(page).getByTestId('monitor-evaluation');

async function cardTitles(list: Locator) {
  return (await list.getByRole('heading', { level: 3 }).allTextContents()).sort();
}

test('a known evaluation shows n/N, chart table and centers as /v1 has them; axe-clean', async ({
  page,
  request,
}) => {
  const known = (await monitoredFromV1(request)).find((row) => row.data.length > 0);
  expect(known).toBeDefined();
  if (!known) return;
  const target = sum(known.participants.map((participant) => participant.amount));
  const included = sum(known.data.map((row) => row.sample_size));
  expect(target).toBeGreaterThan(0);

  await page.goto('/inclusie-monitor');
  const card = cards(page).filter({
    has: page.getByRole('heading', { level: 3, name: known.title }),
  });
  await expect(card).toHaveCount(1);
  const progress = card.getByTestId('monitor-progress');
  await expect(progress.locator('strong')).toHaveText(included.toLocaleString('nl-NL'));
  await expect(progress).toContainText(`van ${target.toLocaleString('nl-NL')} geïncludeerd`);
  await expect(progress).toContainText(`(${Math.round((included / target) * 100)}%)`);
  await expect(
    card.getByRole('img', { name: `Cumulatieve inclusie per maand van ${known.title}` }),
  ).toBeVisible();
  await expect(card.getByTestId('monitor-pace')).toHaveText(
    /Op schema|Achter op schema|Doel bereikt|Nog geen data|Geen einddatum bekend/,
  );

  // The table alternative: the last cumulative equals n; the monthly column sums to n too.
  await card.getByText('Toon als tabel').click();
  const table = card.getByRole('table', {
    name: `Cumulatieve inclusie per maand van ${known.title}`,
  });
  await expect(table).toBeVisible();
  const monthly = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(sum(monthly.map(numberIn))).toBe(included);
  expect(numberIn(await table.locator('tbody tr:last-child td:nth-child(3)').textContent())).toBe(
    included,
  );
  expect(numberIn(await table.locator('tbody tr:last-child td:nth-child(4)').textContent())).toBe(
    target,
  );
  const centers = await card
    .getByTestId('monitor-centers')
    .locator('tbody td:nth-child(3)')
    .allTextContents();
  expect(sum(centers.map(numberIn))).toBe(included);

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('filters go into the URL and narrow the evaluations; no match shows the empty state', async ({
  page,
  request,
}) => {
  const monitored = await monitoredFromV1(request);
  await page.goto('/inclusie-monitor');
  await expect(cards(page)).toHaveCount(monitored.length);

  // Category: the category of the last evaluation (by title) on the monitor.
  const gradationId = monitored.at(-1)?.gradation_id;
  const inCategory = monitored.filter((row) => row.gradation_id === gradationId);
  const categorySelect = page.getByLabel('Categorie', { exact: true });
  await categorySelect.selectOption(String(gradationId ?? 'none'));
  await expect(page).toHaveURL(new RegExp(`[?&]category=${gradationId ?? 'none'}`));
  await expect(cards(page)).toHaveCount(inCategory.length);
  expect(await cardTitles(cards(page))).toEqual(inCategory.map((row) => row.title).sort());

  // Phase: one that no evaluation of this category is in leaves nothing.
  const phases = ['preparation', 'including', 'continuation', 'completed'];
  const absent = phases.find((phase) => !inCategory.some((row) => row.phase === phase));
  expect(absent).toBeDefined();
  await page.getByLabel('Fase').selectOption(String(absent).toUpperCase());
  await expect(page).toHaveURL(new RegExp(`phase=${String(absent).toUpperCase()}`));
  await expect(cards(page)).toHaveCount(0);
  await expect(
    page.getByText('Geen zorgevaluaties op de monitor die aan deze filters voldoen.'),
  ).toBeVisible();

  // Clearing brings everything back; then a specialization alone narrows as /v1 says.
  await page.getByRole('button', { name: 'Filters wissen' }).first().click();
  await expect(page).toHaveURL(/\/inclusie-monitor$/);
  await expect(cards(page)).toHaveCount(monitored.length);
  const specialization = monitored.flatMap((row) => row.specializations)[0];
  expect(specialization).toBeDefined();
  const withSpecialization = monitored.filter((row) =>
    row.specializations.some((item) => item.id === specialization?.id),
  );
  expect(withSpecialization.length).toBeLessThan(monitored.length);
  await page.getByLabel('Specialisme').selectOption(String(specialization?.id));
  await expect(page).toHaveURL(new RegExp(`specialization=${specialization?.id}`));
  // The URL changes a moment before the list renders again: wait for the count, then compare.
  await expect(cards(page)).toHaveCount(withSpecialization.length);
  expect(await cardTitles(cards(page))).toEqual(withSpecialization.map((row) => row.title).sort());

  // The URL alone restores the filter.
  await page.reload();
  await expect(cards(page)).toHaveCount(withSpecialization.length);
  await expect(page.getByLabel('Specialisme')).toHaveValue(String(specialization?.id));
});

test('a chart below the fold is drawn when scrolled into view; its tooltip shows a month by keyboard', async ({
  page,
  request,
}) => {
  const monitored = await monitoredFromV1(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inclusie-monitor');
  // Cards are added a few per task: wait for all, so "last" is the last one.
  await expect(cards(page)).toHaveCount(monitored.length);
  const card = cards(page).last();
  const chart = card.getByTestId('monitor-chart');
  // Far below the fold: a frame of its final size, named, but not drawn yet.
  await expect(chart).toHaveAttribute('data-drawn', 'false');
  await expect(chart).toHaveAttribute('role', 'img');
  expect((await chart.boundingBox())?.height).toBe(240);
  await expect(chart.locator('svg')).toHaveCount(0);

  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  await expect(chart.locator('svg path[data-part="line"]')).toHaveCount(1);
  await expect(chart.locator('svg [data-part="target"]')).toHaveCount(1);
  expect((await chart.boundingBox())?.height).toBe(240);

  // The table alternative holds the numbers the tooltip must show.
  await card.getByText('Toon als tabel').click();
  const rows = card.getByTestId('monitor-series-table').locator('tbody tr');
  // The table renders after the click (a transition): wait for its rows before counting them.
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
  const count = await rows.count();
  const row = async (index: number) =>
    (await rows.nth(index).locator('th, td').allTextContents()).map((text) => text.trim());

  // Keyboard: Tab from the card's title link reaches the chart; focus shows the last month.
  await card.getByRole('heading', { level: 3 }).getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(chart).toBeFocused();
  const tooltip = card.getByTestId('monitor-chart-tooltip');
  const [, lastIncluded, lastCumulative] = await row(count - 1);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(`Geïncludeerd in de maand: ${lastIncluded}`);
  await expect(tooltip).toContainText(`Cumulatief geïncludeerd: ${lastCumulative}`);

  // ArrowLeft moves a month back; Home goes to the first month; Escape hides the tooltip.
  await page.keyboard.press('ArrowLeft');
  const [, included, cumulative] = await row(count - 2);
  await expect(tooltip).toContainText(`Geïncludeerd in de maand: ${included}`);
  await expect(tooltip).toContainText(`Cumulatief geïncludeerd: ${cumulative}`);
  await page.keyboard.press('Home');
  const [firstMonth, firstIncluded, firstCumulative] = await row(0);
  await expect(tooltip).toContainText(`Geïncludeerd in de maand: ${firstIncluded}`);
  await expect(tooltip).toContainText(`Cumulatief geïncludeerd: ${firstCumulative}`);
  // The table's short month ("jun 2024") and the tooltip's long one ("juni 2024") share the year.
  await expect(tooltip).toContainText(String(firstMonth?.slice(-4)));
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});

for (const width of [390, 1366]) {
  test(`axe-clean at ${width} px with charts drawn and a tooltip open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/inclusie-monitor');
    const chart = cards(page).first().getByTestId('monitor-chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-drawn', 'true');
    await chart.focus();
    await expect(cards(page).first().getByTestId('monitor-chart-tooltip')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
