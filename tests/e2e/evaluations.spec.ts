// Browser tests of the public evaluations screens on the demo data: the list's URL state (facets,
// search, sort, paging), the CSV export, the detail page by slug and by id, unpublished ones kept
// out of reach, and the Vimeo video loaded only on request. Expected values come from /v1 itself.
import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, v1 } from './support/cms.ts';
import { type Session, signInAs } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(readCatalogues('i18n/nl.json', 'features/evaluations/messages/nl.json'));

interface Row {
  id: number;
  slug: string | null;
  title: string;
  url: string;
  vimeo_id: string | null;
}
interface List {
  data: Row[];
  total: number;
}

const v1List = (request: APIRequestContext, query: string, session?: Session) =>
  v1<List>(request, `evaluations?${query}`, session);

const cards = (page: Page) =>
  page.getByRole('region', { name: text('evaluations.list.results') }).getByRole('article');
const found = (total: number) => `${total} gevonden`;

test.describe('the evaluations list', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('facets, sort and paging live in the URL, and Back undoes them', async ({
    page,
    request,
  }) => {
    const all = await v1List(request, 'limit=1');
    const including = await v1List(
      request,
      'filter[phase]=including&sort=!starts_at,title,id&limit=100',
    );
    await page.goto('/evaluations');
    await expect(page.getByText(found(all.total))).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(all.total, 25));
    await expectNoAxeViolations(page);

    const facet = page.getByRole('group', { name: text('evaluations.facets.phase') });
    await facet
      .getByRole('checkbox', { name: new RegExp(`^${text('evaluations.phase.including')}`) })
      .click();
    await expect(page).toHaveURL(/\?phase=including$/);
    await expect(facet.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(page.getByText(found(including.total))).toBeVisible();

    await page.getByLabel(text('evaluations.list.sort.label')).selectOption('starts_at_desc');
    await expect(page).toHaveURL(/phase=including&sort=starts_at_desc/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      including.data[0]?.title ?? '',
    );

    await page.getByLabel(text('list.perPage')).selectOption('10');
    await expect(page).toHaveURL(/limit=10/);
    await expect(cards(page)).toHaveCount(Math.min(including.total, 10));
    await page.getByRole('link', { name: text('list.next') }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      including.data[10]?.title ?? '',
    );

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\?phase=including$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/evaluations$/);
    await expect(page.getByText(found(all.total))).toBeVisible();
  });

  test('the unfiltered list comes with the page, and a change asks the API', async ({
    page,
    request,
  }) => {
    const all = await v1List(request, 'limit=1');
    const listQueries: string[] = [];
    page.on('request', (sent) => {
      const body = sent.postData() ?? '';
      if (sent.url().endsWith('/graphql') && /query Evaluation(sList|Facets)\b/.test(body))
        listQueries.push(body);
    });
    await page.goto('/evaluations');
    await expect(page.getByText(found(all.total))).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(all.total, 25));
    const phases = page.getByRole('group', { name: text('evaluations.facets.phase') });
    await expect(phases.getByRole('checkbox')).not.toHaveCount(0);
    // Both answers were in the HTML (docs/web.md, "Answers in the HTML"): no request.
    expect(listQueries).toEqual([]);

    await page.getByLabel(text('list.perPage')).selectOption('10');
    await expect(cards(page)).toHaveCount(Math.min(all.total, 10));
    expect(listQueries.filter((body) => body.includes('query EvaluationsList'))).toHaveLength(1);
  });

  test('the search settles after typing, replaces its history entry, and ranks by relevance', async ({
    page,
    request,
  }) => {
    const expected = await v1List(request, 'filter[search]=appendicitis&limit=1');
    await page.goto('/evaluations');
    await page
      .getByRole('searchbox', { name: text('evaluations.list.search.label') })
      .pressSequentially('appendicitis', { delay: 30 });
    await expect(page).toHaveURL(/\?q=appendicitis$/);
    await expect(page.getByText(found(expected.total))).toBeVisible();
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      expected.data[0]?.title ?? '',
    );
    await expect(page.getByLabel(text('evaluations.list.sort.label'))).toHaveValue('relevance');
    // One history entry for the whole burst: Back returns to the unsearched list.
    await page.goBack();
    await expect(page).toHaveURL(/\/evaluations$/);
  });

  test('exports the filtered list as a CSV file Excel can open', async ({ page, request }) => {
    const including = await v1List(request, 'filter[phase]=including&limit=1');
    await page.goto('/evaluations?phase=including');
    await expect(page.getByText(found(including.total))).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text('evaluations.export.button') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^zorgevaluaties-fase-inclusie-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const content = fs.readFileSync(await file.path(), 'utf8');
    expect(content.charCodeAt(0)).toBe(0xfeff);
    const lines = content.slice(1).trimEnd().split('\r\n');
    expect(lines[0]?.split(';').slice(0, 3)).toEqual([
      text('evaluations.csv.title'),
      text('evaluations.csv.url'),
      text('evaluations.csv.phase'),
    ]);
    // No demo text holds a line break, so every further line is one evaluation.
    expect(lines).toHaveLength(including.total + 1);
    await expect(page.getByText(`Export klaar: ${including.total} zorgevaluaties.`)).toBeVisible();
  });
});

test('a long export shows how far it got and can be cancelled', async ({ page }) => {
  let exportCalls = 0;
  // The demo data fits on one export page: the first answer claims 3 pages of 250, the second
  // page is held, so the export waits with its progress on screen.
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('EvaluationsExport')) return route.continue();
    exportCalls += 1;
    // Left unanswered: the export waits on its second page until it is cancelled.
    if (exportCalls > 1) return;
    const response = await route.fetch();
    const json = (await response.json()) as {
      data: { evaluations: { data: unknown[]; pageInfo: Record<string, number> } };
    };
    json.data.evaluations.pageInfo = { ...json.data.evaluations.pageInfo, lastPage: 3, total: 250 };
    await route.fulfill({ response, json });
  });
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await page.goto('/evaluations');
  await page.getByRole('button', { name: text('evaluations.export.button') }).click();
  await expect(page.getByText(/^\d+ van 250 zorgevaluaties opgehaald$/)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('max', '250');
  await page.getByRole('button', { name: text('evaluations.export.cancel') }).click();
  await expect(page.getByText(text('evaluations.export.cancelled'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('evaluations.export.button') })).toBeVisible();
  expect(downloaded).toBe(false);
});

test('at 390 px the facets hide behind a Filters button; the list is axe-clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/evaluations');
  const toggle = page.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const phaseGroup = page.getByRole('group', { name: text('evaluations.facets.phase') });
  await expect(phaseGroup).toBeHidden();
  await toggle.click();
  await expect(phaseGroup).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('an evaluation page', () => {
  test('opens by slug and by id, with its breadcrumbs; the list links to it', async ({
    page,
    request,
  }) => {
    const first = (await v1List(request, 'limit=1')).data[0] as Row;
    await page.goto('/evaluations');
    await cards(page).first().getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(first.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    const crumbs = page.getByRole('navigation', { name: text('breadcrumbs.label') });
    await expect(crumbs.getByRole('link', { name: text('evaluations.list.title') })).toBeVisible();
    await expect(crumbs).toContainText(first.title);
    await expectNoAxeViolations(page);

    await page.goto(`/evaluations/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  });

  test('an unpublished one is out of reach by slug, id and the global search', async ({
    page,
    request,
  }) => {
    const editor = await signInAs(request, 'editor');
    const draft = (await v1List(request, 'filter[status]=draft&limit=1', editor)).data[0] as Row;
    expect(draft.slug).not.toBeNull();
    for (const key of [draft.slug, String(draft.id)]) {
      await page.goto(`/evaluations/${key}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('notFound.title'));
    }
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/');
    const search = page.getByRole('combobox', { name: text('search.label') });
    const answer = page.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('GlobalSearch'),
    );
    await search.fill(draft.title);
    await answer;
    // No hit for it: the only option naming it is the list's last, "Alle resultaten voor '…'".
    const hit = new RegExp(`^${draft.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await expect(page.getByRole('option', { name: hit })).toHaveCount(0);
    await expect(
      page.getByRole('option', { name: new RegExp(text('search.allResults').split('{')[0] ?? '') }),
    ).toHaveCount(1);
  });

  test('loads the Vimeo video only after the play button is pressed', async ({ page, request }) => {
    const withVideo = (await v1List(request, 'limit=100')).data.find((row) => row.vimeo_id);
    expect(withVideo).toBeDefined();
    if (!withVideo) return;
    const vimeoRequests: string[] = [];
    // Nothing leaves the machine: every Vimeo request is recorded and aborted.
    await page.route(/vimeo/, (route) => {
      vimeoRequests.push(route.request().url());
      return route.abort();
    });
    await page.goto(withVideo.url);
    const play = page.getByRole('button', { name: text('evaluations.detail.video.play') });
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(vimeoRequests).toEqual([]);

    await play.click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      new RegExp(`^https://player\\.vimeo\\.com/video/${withVideo.vimeo_id}`),
    );
    await expect(frame).toHaveAttribute('title', /.+/);
    await expect.poll(() => vimeoRequests.length).toBeGreaterThan(0);
  });
});
