// Browser tests of the global search: keyboard use from the top menu, one request per burst, axe,
// and Enter leading to the search results page at any moment (/search?q=…).
import { expect, type Page, type Request, test } from '@playwright/test';
import { expectNoAxeViolationsOnPage } from './support/cms.ts';
import { readCatalogues } from './support/texts.ts';

const nl = readCatalogues('i18n/nl.json');
const resultUrl = /^\/(associations\/\d+|programs\/\d+|evaluations\/[\w-]+)$/;

interface SearchItem {
  url: string;
  title: string;
  subtitle: string;
}

// Wide enough for the search field in the public top menu (spec: wide screens only).
test.use({ viewport: { width: 1600, height: 1000 } });

function isSearchRequest(request: Request): boolean {
  return (
    request.method() === 'POST' &&
    new URL(request.url()).pathname === '/graphql' &&
    (request.postData() ?? '').includes('GlobalSearch')
  );
}

/** The answer to the search for `term` (a slow machine may search a part of a word first). */
function searchAnswer(page: Page, term: string) {
  return page.waitForResponse(
    (response) =>
      isSearchRequest(response.request()) &&
      (response.request().postDataJSON() as { variables: { term: string } }).variables.term ===
        term,
  );
}

/** Collects the terms of every search request the page sends. */
function recordSearchTerms(page: Page): string[] {
  const terms: string[] = [];
  page.on('request', (request) => {
    if (isSearchRequest(request))
      terms.push(
        String((request.postDataJSON() as { variables: { term: string } }).variables.term),
      );
  });
  return terms;
}

async function tabToSearchField(page: Page) {
  const field = page.getByRole('combobox', { name: nl['search.label'] });
  await expect(field).toBeVisible();
  for (let presses = 0; presses < 30; presses += 1) {
    if (await field.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  return field;
}

/** The search's own polite live region, next to its field. */
function searchAnnouncer(page: Page) {
  return page
    .getByRole('combobox', { name: nl['search.label'] })
    .locator('xpath=../..')
    .getByRole('status');
}

test('a keyboard user searches from the top menu and opens a result', async ({ page }) => {
  const terms = recordSearchTerms(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const field = await tabToSearchField(page);
  await expect(field).toHaveAttribute('placeholder', nl['search.placeholder'] ?? '');

  // A burst of typing (well under 400 ms between keys) sends one request, for the whole word.
  const answer = page.waitForResponse((response) => isSearchRequest(response.request()));
  await page.keyboard.type('appendicitis', { delay: 40 });
  const body = (await (await answer).json()) as { data: { search: { items: SearchItem[] } } };
  const items = body.data.search.items;
  expect(items.length).toBeGreaterThan(0);

  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const options = listbox.getByRole('option');
  // The hits, then "Alle resultaten voor ‘…’".
  await expect(options).toHaveCount(items.length + 1);
  await expect(searchAnnouncer(page)).toHaveText(
    items.length === 1 ? '1 resultaat' : `${items.length} resultaten`,
  );
  await page.waitForTimeout(600);
  expect(terms).toEqual(['appendicitis']);

  // The list is open: no WCAG 2.1 A/AA violations.
  await expectNoAxeViolationsOnPage(page);

  // Nothing is highlighted until the arrow keys move into the list (aria-activedescendant).
  const first = options.first();
  await expect(field).not.toHaveAttribute('aria-activedescendant', /./);
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  );
  if (items.length > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowUp');
  }
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  );

  const firstText = await first.textContent();
  const chosen = items.find((item) => firstText === `${item.title}${item.subtitle}`);
  expect(chosen?.url).toMatch(resultUrl);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === chosen?.url);
  await expect(field).toHaveValue('');
  await expect(listbox).toBeHidden();
  expect(terms).toEqual(['appendicitis']);
});

test('ArrowDown and Enter open the highlighted result page', async ({ page }) => {
  await page.goto('/');
  const field = await tabToSearchField(page);
  const answer = searchAnswer(page, 'appendicitis');
  await page.keyboard.type('appendicitis', { delay: 40 });
  const body = (await (await answer).json()) as { data: { search: { items: SearchItem[] } } };
  const options = page.getByRole('listbox').getByRole('option');
  expect(body.data.search.items.length).toBeGreaterThan(1);
  // The list shows this answer (a slow machine may first show the hits of a part of the word, and
  // new hits start the highlight over).
  await expect(options).toHaveText([
    ...body.data.search.items.map((item) => `${item.title}${item.subtitle}`),
    /appendicitis/,
  ]);

  // One step at a time, as a visitor looks at each highlighted hit before moving on.
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id')) ?? '',
  );
  await page.keyboard.press('ArrowDown');
  const highlighted = options.nth(1);
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await highlighted.getAttribute('id')) ?? '',
  );
  const text = await highlighted.textContent();
  const chosen = body.data.search.items.find((item) => text === `${item.title}${item.subtitle}`);
  expect(chosen?.url).toMatch(resultUrl);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === chosen?.url);
});

test('no results, Escape and Tab leave the page where it is', async ({ page }) => {
  const terms = recordSearchTerms(page);
  await page.goto('/');
  const field = await tabToSearchField(page);
  await page.keyboard.type('qwxzv', { delay: 40 });
  await expect(page.getByText(nl['search.noResults'] ?? '', { exact: true }).first()).toBeVisible();
  await expect(searchAnnouncer(page)).toHaveText(nl['search.noResults'] ?? '');
  await expectNoAxeViolationsOnPage(page);

  await page.keyboard.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveValue('qwxzv');
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');

  const answer = searchAnswer(page, 'appendicitis');
  await page.keyboard.type('appendicitis', { delay: 40 });
  await answer;
  // Tab with a hit highlighted leaves the field without opening it.
  await expect(page.getByRole('listbox').getByRole('group').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /./);
  await page.keyboard.press('Tab');
  await expect(field).not.toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(terms).toEqual(['qwxzv', 'appendicitis']);
});

/** Waits for the results page of `term` (the URL and the page's own field). */
async function expectResultsPage(page: Page, term: string) {
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search' && url.searchParams.get('q') === term,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    resultsText['searchResults.title'] ?? '',
  );
  await expect(
    page.getByRole('searchbox', { name: resultsText['searchResults.search.label'] }),
  ).toHaveValue(term);
}

const resultsText = readCatalogues('features/search/messages/nl.json');

test('Enter before the suggestions arrive opens the results page with the term', async ({
  page,
}) => {
  // The suggestions are held back for as long as the test runs: Enter always comes before them.
  await page.route('**/graphql', async (route) => {
    if (!isSearchRequest(route.request())) return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    return route.continue().catch(() => undefined);
  });
  await page.goto('/');
  const field = await tabToSearchField(page);
  await field.pressSequentially('zorg', { delay: 20 });
  await page.keyboard.press('Enter');
  await expectResultsPage(page, 'zorg');
  await expect(page.getByText(/\d+ resultaten voor ‘zorg’/)).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('Enter with the list open and nothing highlighted opens the results page', async ({
  page,
}) => {
  await page.goto('/');
  const field = await tabToSearchField(page);
  const answer = searchAnswer(page, 'appendicitis');
  await field.fill('appendicitis');
  await answer;
  // The suggestions are shown (a group of hits), none highlighted.
  await expect(page.getByRole('listbox').getByRole('group').first()).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-activedescendant', /./);
  await page.keyboard.press('Enter');
  await expectResultsPage(page, 'appendicitis');
});

test('the list ends with "Alle resultaten voor …", which leads to the results page', async ({
  page,
}) => {
  await page.goto('/');
  const field = await tabToSearchField(page);
  const answer = searchAnswer(page, 'heelkunde');
  await field.fill('heelkunde');
  await answer;
  const last = page.getByRole('listbox').getByRole('option').last();
  await expect(last).toHaveText(`→${nl['search.allResults']?.replace('{term}', 'heelkunde')}`);

  // ArrowUp from nothing highlighted goes to the end of the list.
  await page.keyboard.press('ArrowUp');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await last.getAttribute('id')) ?? '',
  );
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolationsOnPage(page);
  await page.keyboard.press('Enter');
  await expectResultsPage(page, 'heelkunde');

  // Back to the page the search started on.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
