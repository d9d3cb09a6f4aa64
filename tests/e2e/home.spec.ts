// Browser tests of the home page: title, language, axe scan, client-route fallback, keyboard use,
// the data sections (newest evaluations, news, counts, checked against the API) and the search form.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsOnPage } from './support/cms.ts';
import { readCatalogues } from './support/texts.ts';

const nl = readCatalogues('i18n/nl.json', 'features/home/messages/nl.json');
const en = readCatalogues('i18n/en.json', 'features/home/messages/en.json');
const productTitle = 'Zorgevaluatie Nederland';

async function expectVisibleFocusRing(page: Page): Promise<void> {
  const outline = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return null;
    const style = getComputedStyle(focused);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline?.style).not.toBe('none');
  expect(outline?.width ?? 0).toBeGreaterThanOrEqual(2);
}

test('home page has the fixed title, Dutch language and a visible h1', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(productTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveText(nl['home.heading'] ?? '');
  await expect(page.getByRole('banner')).toContainText(productTitle);
  await expect(page.getByRole('main')).toContainText(nl['home.intro'] ?? '');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('home page has no WCAG 2.1 A/AA violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Scan the page with its data in place, not its placeholders.
  await expect(page.getByTestId('home-count-evaluations')).not.toBeEmpty();
  await expectNoAxeViolationsOnPage(page);
});

interface Total {
  pageInfo: { total: number };
}
interface HomeTruth {
  evaluations: Total;
  associations: Total;
  programs: Total;
  trialBureaus: Total;
  monitor: Total;
  latest: { data: { title: string; url: string }[] };
  posts: { data: { title: string }[] };
}

/** What the home page should show, asked of the API the way a visitor would. */
async function homeTruth(request: APIRequestContext): Promise<HomeTruth> {
  const published = 'status: [PUBLISHED]';
  const query = `{
    evaluations(filter: { ${published} }, limit: 1) { pageInfo { total } }
    associations(limit: 1) { pageInfo { total } }
    programs(limit: 1) { pageInfo { total } }
    trialBureaus(limit: 1) { pageInfo { total } }
    monitor: evaluations(filter: { ${published}, isVisibleAtInclusionMonitor: true }, limit: 1) {
      pageInfo { total }
    }
    latest: evaluations(
      filter: { ${published} }
      sort: [{ field: CREATED_AT, direction: DESC }, { field: ID, direction: DESC }]
      limit: 4
    ) { data { title url } }
    posts(
      sort: [{ field: IS_PINNED, direction: DESC }, { field: PUBLISH_AT, direction: DESC }, { field: ID, direction: DESC }]
      limit: 4
    ) { data { title } }
  }`;
  const response = await request.post('/graphql', { data: { query } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: HomeTruth }).data;
}

test('home shows the newest evaluations, the news and the registry counts of the API', async ({
  page,
  request,
}) => {
  const truth = await homeTruth(request);
  expect(truth.latest.data.length).toBeGreaterThan(0);
  expect(truth.posts.data.length).toBeGreaterThan(0);
  // The answer comes embedded in the page's HTML (docs/web.md, "Prerendered HTML"): no request.
  const homeQueries: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/graphql') && (sent.postData() ?? '').includes('query HomePage'))
      homeQueries.push(sent.url());
  });
  await page.goto('/');

  const latest = page.getByRole('region', { name: nl['home.latest.title'], exact: true });
  await expect(latest.getByRole('heading', { level: 3 })).toHaveText(
    truth.latest.data.map((evaluation) => evaluation.title),
  );
  const first = truth.latest.data[0];
  await expect(latest.getByRole('link', { name: first?.title, exact: true })).toHaveAttribute(
    'href',
    first?.url ?? '',
  );
  const news = page.getByRole('region', { name: nl['home.news.title'], exact: true });
  await expect(news.getByRole('heading', { level: 3 })).toHaveText(
    truth.posts.data.map((post) => post.title),
  );

  const counts: [string, number][] = [
    ['evaluations', truth.evaluations.pageInfo.total],
    ['associations', truth.associations.pageInfo.total],
    ['programs', truth.programs.pageInfo.total],
    ['trialBureau', truth.trialBureaus.pageInfo.total],
    ['monitor', truth.monitor.pageInfo.total],
  ];
  for (const [name, total] of counts) {
    await expect(page.getByTestId(`home-count-${name}`)).toHaveText(new RegExp(`^${total} `));
  }
  await expect(page.getByTestId('home-entry-trialBureau')).toHaveAttribute('href', '/trialbureaus');
  expect(homeQueries).toEqual([]);

  // Coming back later within the app, the page asks for fresh data.
  await page.getByTestId('home-entry-trialBureau').click();
  // /trialbureaus replaces itself with the first trial bureau as soon as it knows which: wait for
  // that page (a check for /trialbureaus itself raced the redirect and lost on a fast answer).
  await expect(page).toHaveURL(/\/trialbureaus\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: productTitle }).click();
  await expect(page.getByTestId('home-count-evaluations')).toHaveText(
    new RegExp(`^${truth.evaluations.pageInfo.total} `),
  );
  expect(homeQueries).toHaveLength(1);
});

test('the home search form leads to the evaluations list with the term', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('searchbox', { name: nl['home.search.label'] });
  await field.fill('heupfractuur');
  await field.press('Enter');
  await expect(page).toHaveURL('/evaluations?q=heupfractuur');
});

test('a client route other than the home page serves the app in its own document', async ({
  page,
}) => {
  const response = await page.goto('/programs');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(productTitle);
  await expect(page.getByRole('banner')).toContainText(productTitle);
});

test('the page is keyboard-usable with a visible focus indicator', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab reaches the skip link, which becomes visible.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: nl['app.skipToContent'] });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await expectVisibleFocusRing(page);

  // The next Tab reaches the header (the product title's home link comes first).
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
  await expectVisibleFocusRing(page);

  // Activating the skip link moves focus to the main content.
  await page.keyboard.press('Shift+Tab');
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('English is loaded on demand; the title and focus stay put', async ({ page }) => {
  await page.goto('/');
  const languageSwitch = page.getByRole('button', { name: nl['language.switch'] });
  const chunk = page.waitForResponse((response) => /\/assets\/en-[\w-]+\.js$/.test(response.url()));
  await languageSwitch.focus();
  await page.keyboard.press('Enter');
  expect((await chunk).status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['home.heading'] ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(productTitle);
  await expect(page.getByRole('button', { name: en['language.switch'] })).toBeFocused();
  await expectNoAxeViolationsOnPage(page);
});
