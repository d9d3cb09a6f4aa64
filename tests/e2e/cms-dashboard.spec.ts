// Browser tests of the CMS dashboard (/cms) against the real gateway: the role's summary (a
// researcher's own evaluations, an editor's recently changed ones, compared with /v1), the mock
// inbox's folders, and its compose dialog (the contact search starts after more than two
// characters, sending shows 'Verstuurd' and puts the message in "sent"). Axe on the dashboard
// (the compose dialog: dialogs-a11y.spec.ts).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, v1 } from './support/cms.ts';
import { type Session, signInAs, useSession } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(readCatalogues('i18n/nl.json', 'features/dashboard/messages/nl.json'));

const evaluationLinks = (page: Page) => page.getByTestId('dashboard-evaluations').getByRole('link');
const folderButton = (page: Page, folder: string) =>
  page.getByRole('button', {
    name: new RegExp(`^${text(`dashboard.inbox.folder.${folder}`)} \\(`),
  });
const composeDialog = (page: Page) =>
  page.getByRole('dialog', { name: text('dashboard.compose.title') });

/** The titles /v1 lists for a query, as the dashboard should show them (at most six). */
async function v1Titles(request: APIRequestContext, session: Session, query: string) {
  const answer = await v1<{ data: { title: string }[] }>(
    request,
    `evaluations?${query}&limit=6`,
    session,
  );
  return answer.data.map((evaluation) => evaluation.title);
}

/** Compares the links with /v1, reloading when another spec changed evaluations in between. */
async function expectTitles(page: Page, expected: () => Promise<string[]>) {
  await expect(async () => {
    await page.reload();
    await expect(evaluationLinks(page).first()).toBeVisible();
    expect(await evaluationLinks(page).allInnerTexts()).toEqual(await expected());
  }).toPass({ timeout: 20_000 });
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a researcher sees the evaluations they take part in, each linking to its editor', async ({
  page,
  request,
}) => {
  const researcher = await signInAs(request, 'researcher');
  await useSession(page, researcher);
  await page.goto('/cms');
  await expect(
    page.getByRole('heading', { name: text('dashboard.evaluations.mineTitle') }),
  ).toBeVisible();
  await expectTitles(page, () => v1Titles(request, researcher, 'filter[mine]=true&sort=title'));
  const [first] = (
    await v1<{ data: { id: number }[] }>(
      request,
      'evaluations?filter[mine]=true&sort=title&limit=1',
      researcher,
    )
  ).data;
  await expect(evaluationLinks(page).first()).toHaveAttribute(
    'href',
    `/cms/evaluations/${first?.id}`,
  );
  await expect(page.getByRole('link', { name: text('dashboard.hours.link') })).toHaveAttribute(
    'href',
    /^\/cms\/hours\?week=\d{4}-\d{2}-\d{2}$/,
  );
});

test('an editor sees the most recently changed evaluations', async ({ page, request }) => {
  const editor = await signInAs(request, 'editor');
  await useSession(page, editor);
  await page.goto('/cms');
  await expect(
    page.getByRole('heading', { name: text('dashboard.evaluations.recentTitle') }),
  ).toBeVisible();
  await expectTitles(page, () => v1Titles(request, editor, 'sort=!updated_at'));
});

test.describe('the mock inbox', () => {
  let researcher: Session;
  let contactName: string;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    researcher = await signInAs(api, 'researcher');
    const editor = await signInAs(api, 'editor');
    const [me] = (await v1<{ data: { name: string }[] }>(api, 'users?filter[current]=true', editor))
      .data;
    contactName = me?.name ?? '';
    await api.dispose();
  });
  test.beforeEach(async ({ page }) => {
    await useSession(page, researcher);
    await page.goto('/cms');
    await expect(page.getByText(text('dashboard.inbox.demo')).first()).toBeVisible();
  });

  test('switches folders, with the folder in the URL', async ({ page }) => {
    await expect(folderButton(page, 'inbox')).toHaveAttribute('aria-pressed', 'true');
    for (const folder of ['starred', 'sent', 'draft', 'inbox']) {
      await folderButton(page, folder).click();
      await expect(folderButton(page, folder)).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`[?&]map=${folder}`));
    }
  });

  test('composes: suggestions from the third character, then Versturen, Verstuurd and "sent"', async ({
    page,
  }) => {
    const subject = `Bericht e2e ${Date.now()}`;
    await page.getByRole('button', { name: text('dashboard.inbox.compose') }).click();
    const dialog = composeDialog(page);
    const search = dialog.getByLabel(text('dashboard.compose.search'));
    const suggestions = dialog.getByRole('list', { name: text('dashboard.compose.suggestions') });
    const letters = contactName.replace(/^[^A-Za-z]*/, '');
    await search.fill(letters.slice(0, 2));
    // Longer than the search's 300 ms pause: still nothing is searched for two characters.
    await page.waitForTimeout(800);
    await expect(dialog.getByText(text('dashboard.compose.searching'))).toBeHidden();
    await expect(suggestions).toBeHidden();
    await search.fill(letters.slice(0, 3));
    await expect(suggestions.getByRole('button', { name: new RegExp(contactName) })).toBeVisible();
    await suggestions.getByRole('button', { name: new RegExp(contactName) }).click();
    await dialog.getByLabel(text('dashboard.compose.subject')).fill(subject);
    await dialog.getByLabel(text('dashboard.compose.body')).fill('Een bericht uit de browsertest.');
    await dialog.getByRole('button', { name: text('dashboard.compose.send') }).click();
    await expect(
      dialog.getByRole('button', { name: text('dashboard.compose.sent') }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await folderButton(page, 'sent').click();
    await expect(page.getByTestId('inbox-messages')).toContainText(subject);
  });
});

test('the dashboard passes axe', async ({ page, request }) => {
  await useSession(page, await signInAs(request, 'researcher'));
  await page.goto('/cms');
  await expect(evaluationLinks(page).first()).toBeVisible();
  await expect(page.getByTestId('dashboard-hours-total')).toContainText(':');
  await expectNoAxeViolations(page);
});
