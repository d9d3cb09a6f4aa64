// Browser tests of the CMS evaluations list (/cms/evaluations) against the real gateway: an editor
// filters, sorts and searches with the state in the URL (Back restores it), creates an evaluation
// through the create dialog, bulk-deletes two after the confirmation; a researcher gets neither;
// axe on the list (its dialogs: dialogs-a11y.spec.ts). Expected values come from /v1 in the test.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, v1 } from './support/cms.ts';
import { bearer, type Session, signInAs, signInFromHook, useSession } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'features/evaluations/messages/nl.json',
    'components/cms/list/messages/nl.json',
    'features/evaluations/cms/list/messages/nl.json',
  ),
);
const listText = (key: string) => text(`cmsEvaluations.list.${key}`);

interface List {
  data: { id: number; title: string }[];
  total: number;
}

const v1List = (request: APIRequestContext, query: string, session: Session) =>
  v1<List>(request, `evaluations?${query}`, session);

const found = (total: number) => `${total} gevonden`;
const table = (page: Page) => page.getByRole('table', { name: listText('caption') });
const rowLinks = (page: Page) => table(page).locator('tbody th a');
const sortButton = (page: Page, column: string) =>
  table(page)
    .getByRole('columnheader', { name: new RegExp(listText(`column.${column}`)) })
    .getByRole('button');
const createButton = (page: Page) => page.getByRole('button', { name: listText('create.button') });
const dialogByTitle = (page: Page, title: string): Locator =>
  page.getByRole('heading', { name: title }).locator('xpath=ancestor::*[@role][1]');

async function openList(page: Page, query = ''): Promise<void> {
  await page.goto(`/cms/evaluations${query}`);
  await expect(table(page)).toBeVisible();
}

test.describe('an editor', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let editor: Session;

  test.beforeAll(async ({ playwright }, testInfo) => {
    editor = await signInFromHook(playwright, testInfo, 'editor');
  });
  test.beforeEach(async ({ page }) => useSession(page, editor));

  test('filters, sorts and searches with the state in the URL; Back restores it', async ({
    page,
    request,
  }) => {
    const all = await v1List(request, 'limit=1', editor);
    const including = await v1List(
      request,
      'filter[phase]=including&sort=title,id&limit=1',
      editor,
    );
    const first = including.data[0];
    if (!first) throw new Error('The demo data has no evaluation in the including phase');
    const word = first.title.split(/\s+/).find((part) => part.length > 5) ?? first.title;
    const searched = await v1List(
      request,
      `filter[phase]=including&filter[search]=${encodeURIComponent(word)}&limit=1`,
      editor,
    );

    await openList(page);
    await expect(page.getByText(found(all.total))).toBeVisible();

    // Below 1536 px the seven columns take the width: the filters open from their button.
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await page
      .getByRole('checkbox', { name: new RegExp(`^${text('evaluations.phase.including')}`) })
      // The URL holds the choice: the box is ticked once the new URL has rendered.
      .click();
    await expect(page).toHaveURL(/phase=including/);
    await expect(page.getByText(found(including.total))).toBeVisible();

    await sortButton(page, 'title').click();
    await expect(page).toHaveURL(/sort=title/);
    await expect(rowLinks(page).first()).toHaveText(first.title);
    await expect(table(page).getByRole('columnheader', { name: /Titel/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await page.getByRole('searchbox', { name: listText('search.label') }).fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
    await expect(page.getByText(found(searched.total))).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByRole('searchbox', { name: listText('search.label') })).toHaveValue('');
    await expect(page.getByText(found(including.total))).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await page.goBack();
    await expect(page).not.toHaveURL(/phase=/);
    await expect(page.getByText(found(all.total))).toBeVisible();
  });

  test('creates an evaluation in the create dialog and lands on its editor', async ({
    page,
    request,
  }) => {
    await openList(page);
    await createButton(page).click();
    const dialog = dialogByTitle(page, listText('create.title'));
    const field = dialog.getByLabel(listText('create.titleLabel'));
    await expect(field).toBeFocused();
    await dialog.getByRole('button', { name: text('listView.dialog.create.confirm') }).click();
    await expect(dialog.getByText(text('auth.required.default'))).toBeVisible();

    const title = `Nieuwe evaluatie ${Date.now()}`;
    await field.fill(title);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/cms\/evaluations\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').at(-1);
    const response = await request.get(`/v1/evaluations/${id}`, { headers: bearer(editor) });
    expect(response.ok()).toBe(true);
    const created = (await response.json()) as { data: { title: string; status: string } };
    expect(created.data).toMatchObject({ title, status: 'new' });
  });

  test('bulk-deletes two evaluations after confirming', async ({ page, request }) => {
    const marker = `Opruimtest${Date.now()}`;
    const ids: number[] = [];
    for (const suffix of ['een', 'twee']) {
      const response = await request.post('/v1/evaluations', {
        headers: bearer(editor),
        data: { title: `${marker} ${suffix}` },
      });
      expect(response.ok()).toBe(true);
      ids.push(((await response.json()) as { data: { id: number } }).data.id);
    }

    await openList(page, `?q=${marker}`);
    await expect(rowLinks(page)).toHaveCount(2);
    await page.getByRole('checkbox', { name: text('listView.selectAll') }).check();
    const bar = page.getByRole('toolbar', { name: text('listView.actions') });
    await expect(bar).toContainText('2 geselecteerd');
    await bar.getByRole('button', { name: text('listView.delete') }).click();

    const confirm = dialogByTitle(page, text('listView.deleteTitle'));
    await expect(confirm.getByRole('button', { name: text('dialog.cancel') })).toBeFocused();
    await expect(confirm).toContainText(`${marker} twee`);
    await confirm.getByRole('button', { name: text('listView.dialog.mitigate.confirm') }).click();

    await expect(page.getByRole('heading', { name: listText('deleted.title') })).toBeVisible();
    await page.getByRole('button', { name: text('dialog.confirm') }).click();
    await expect(page.getByText(listText('empty'))).toBeVisible();
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(id).toBeGreaterThan(0);
      const response = await request.get(`/v1/evaluations/${id}`, { headers: bearer(editor) });
      expect(response.status()).toBe(404);
    }
  });

  test('the list passes axe', async ({ page }) => {
    await openList(page);
    await expect(rowLinks(page).first()).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });
});

test('a researcher sees the list without a create button or checkboxes', async ({
  page,
  request,
}) => {
  const researcher = await signInAs(request, 'researcher');
  const visible = await v1List(request, 'limit=1', researcher);
  await useSession(page, researcher);
  await openList(page);
  await expect(page.getByText(found(visible.total))).toBeVisible();
  await expect(rowLinks(page).first()).toBeVisible();
  await expect(createButton(page)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: text('listView.selectAll') })).toHaveCount(0);
  await expect(table(page).getByRole('checkbox')).toHaveCount(0);
});
