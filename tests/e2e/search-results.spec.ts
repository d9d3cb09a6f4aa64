// Browser tests of the search results page (/search?q=…): the three kinds with their counts and
// marked words, paging one kind, the back button, the empty state. Expected values come from /v1,
// asked with the page's own order (most relevant first, then title, then id).
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsOnPage, v1 } from './support/cms.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(readCatalogues('i18n/nl.json', 'features/search/messages/nl.json'));

interface Found {
  total: number;
  data: { id: number; title: string; slug?: string }[];
}

const kinds = [
  { kind: 'associations', heading: 'Verenigingen', path: '/associations' },
  { kind: 'programs', heading: "Programma's", path: '/programs' },
  { kind: 'evaluations', heading: 'Zorgevaluaties', path: '/evaluations' },
] as const;

/** One page of a kind as the results page asks for it, read from /v1. */
const found = (request: Parameters<typeof v1>[0], kind: string, term: string, page = 1) =>
  v1<Found>(
    request,
    `${kind}?filter[search]=${encodeURIComponent(term)}&sort=!relevance,title,id&limit=10&page=${page}`,
  );

const section = (page: Page, heading: string) =>
  page.getByRole('region', { name: new RegExp(`^${heading}`) });

const resultTitles = (page: Page, heading: string) =>
  section(page, heading).getByRole('heading', { level: 3 });

test('lists the evaluations, associations and programs /v1 finds, with counts and marked words', async ({
  page,
  request,
}) => {
  const term = 'zorg';
  const answers = await Promise.all(kinds.map(({ kind }) => found(request, kind, term)));
  for (const answer of answers) expect(answer.total).toBeGreaterThan(0);

  await page.goto(`/search?q=${term}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('searchResults.title'));
  const total = answers.reduce((sum, answer) => sum + answer.total, 0);
  await expect(page.getByText(`${total} resultaten voor ‘${term}’`)).toBeVisible();
  await expect(
    page.getByRole('searchbox', { name: text('searchResults.search.label') }),
  ).toHaveValue(term);

  // The kinds in the header search's order, each with its count and its first page in /v1's order.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    kinds.map(({ heading }, index) => `${heading} ${answers[index]?.total}`),
  );
  for (const [index, { heading, kind, path }] of kinds.entries()) {
    const answer = answers[index] as Found;
    await expect(resultTitles(page, heading)).toHaveText(answer.data.map((item) => item.title));
    const first = answer.data[0] as Found['data'][number];
    const href = kind === 'evaluations' ? `${path}/${first.slug}` : `${path}/${first.id}`;
    await expect(
      section(page, heading).getByRole('link', { name: first.title, exact: true }),
    ).toHaveAttribute('href', href);
    const counts = page.getByRole('navigation', { name: text('searchResults.kinds') });
    await expect(counts.getByRole('link', { name: `${heading} ${answer.total}` })).toHaveAttribute(
      'href',
      `#search-results-${kind}`,
    );
  }

  // Every word that starts with the term is marked, in titles and excerpts alike, as text.
  const marks = page.locator('main mark');
  expect(await marks.count()).toBeGreaterThan(3);
  for (const mark of await marks.allTextContents()) expect(mark.toLowerCase()).toBe(term);
});

test('marks the words across accents and case in a title', async ({ page, request }) => {
  const answer = await found(request, 'evaluations', 'GEINFECTEERDE');
  const title = answer.data[0]?.title ?? '';
  expect(title).toContain('geïnfecteerde');
  await page.goto('/search?q=GEINFECTEERDE');
  const link = section(page, 'Zorgevaluaties').getByRole('link', { name: title, exact: true });
  await expect(link.locator('mark')).toHaveText('geïnfecteerde');
});

test('pages one kind on its own, and Back returns to the page before', async ({
  page,
  request,
}) => {
  const term = 'zorg';
  const [firstPage, secondPage, associations] = await Promise.all([
    found(request, 'evaluations', term),
    found(request, 'evaluations', term, 2),
    found(request, 'associations', term),
  ]);
  expect(firstPage.total).toBeGreaterThan(10);

  await page.goto(`/search?q=${term}`);
  const evaluations = section(page, 'Zorgevaluaties');
  await expect(resultTitles(page, 'Zorgevaluaties')).toHaveText(
    firstPage.data.map((item) => item.title),
  );
  await evaluations.getByRole('link', { name: 'Pagina 2', exact: true }).click();

  await expect(page).toHaveURL((url) => url.search === `?evaluations_page=2&q=${term}`);
  await expect(resultTitles(page, 'Zorgevaluaties')).toHaveText(
    secondPage.data.map((item) => item.title),
  );
  await expect(evaluations.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The other kinds stay on their first page.
  await expect(resultTitles(page, 'Verenigingen')).toHaveText(
    associations.data.map((item) => item.title),
  );

  await page.goBack();
  await expect(page).toHaveURL((url) => url.search === `?q=${term}`);
  await expect(resultTitles(page, 'Zorgevaluaties')).toHaveText(
    firstPage.data.map((item) => item.title),
  );
});

test('a new search from the page adds a history entry; Back shows the search before', async ({
  page,
}) => {
  await page.goto('/search?q=zorg');
  await expect(page.getByText(/resultaten voor ‘zorg’/)).toBeVisible();
  const field = page.getByRole('searchbox', { name: text('searchResults.search.label') });
  await field.fill('appendicitis');
  await field.press('Enter');
  await expect(page).toHaveURL((url) => url.search === '?q=appendicitis');
  await expect(page.getByText(/resultaten? voor ‘appendicitis’/)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL((url) => url.search === '?q=zorg');
  await expect(field).toHaveValue('zorg');
  await expect(page.getByText(/resultaten voor ‘zorg’/)).toBeVisible();
});

test('a search that finds nothing says so and suggests what to try', async ({ page }) => {
  await page.goto('/search?q=qwxzv');
  await expect(page.getByText('Geen resultaten voor ‘qwxzv’')).toBeVisible();
  await expect(page.getByText(text('searchResults.empty.otherWords'))).toBeVisible();
  await expect(page.getByText(text('searchResults.empty.spelling'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expectNoAxeViolationsOnPage(page);

  await page.getByRole('link', { name: text('searchResults.empty.browse') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/evaluations');
});

test('shows the loading problem when the search cannot be answered', async ({ page }) => {
  await page.route('**/graphql', (route) =>
    (route.request().postData() ?? '').includes('SearchResults')
      ? route.fulfill({ status: 503, body: 'unavailable' })
      : route.continue(),
  );
  // A page opened with a term carries its results; a new term is asked for.
  await page.goto('/search?q=zorg');
  await expect(page.getByRole('article').first()).toBeVisible();
  const field = page.getByRole('searchbox', { name: text('searchResults.search.label') });
  await field.fill('knie');
  await field.press('Enter');
  await expect(page).toHaveURL(/q=knie/);
  await expect(page.getByRole('alert').filter({ hasText: text('errors.loading') })).toBeVisible();
  await expect(page.getByRole('button', { name: text('errors.retry') })).toBeVisible();
});
