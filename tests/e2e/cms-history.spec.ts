// Browser tests of the "Geschiedenis" tab (issue 28) on drafts of the spec's own: after a change
// of a relationship (a link added over /v1) and of a field, the timeline names both by their
// labels with a readable diff; restoring one field asks first, writes it back (/v1 has it, the
// form shows it) and is itself the newest entry. Axe scans of the tab with an entry opened and of
// a specialization's history dialog, at 390 and 1366 px.
import { expect, type Page, test } from '@playwright/test';
import {
  createDraftEvaluations,
  type DraftEvaluation,
  expectNoAxeViolations,
  v1,
} from './support/cms.ts';
import { bearer, inRequestContext, type Session, signInAs, useSession } from './support/session.ts';
import { escapeRegExp, readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'features/evaluations/cms/editor/messages/nl.json',
    'features/evaluations/cms/relations/messages/nl.json',
    'components/cms/history/messages/nl.json',
  ),
);
const history = (key: string, values?: Record<string, string>) => text(`cmsHistory.${key}`, values);
const endsAt = text('cmsEvaluations.editor.field.endsAt');

let admin: Session;
let editor: Session;
let drafts: DraftEvaluation[];

test.beforeAll(async ({ playwright }, testInfo) => {
  ({ admin, editor, drafts } = await inRequestContext(playwright, testInfo, async (api) => {
    const signedIn = { admin: await signInAs(api, 'admin'), editor: await signInAs(api, 'editor') };
    const created = await createDraftEvaluations(api, signedIn.editor, 'History-e2e', 3);
    for (const draft of created) {
      for (const day of ['2027-06-30', '2027-12-31']) {
        const response = await api.patch(`/v1/evaluations/${draft.id}`, {
          headers: bearer(signedIn.editor),
          data: { ends_at: day },
        });
        expect(response.ok()).toBe(true);
      }
    }
    return { ...signedIn, drafts: created };
  }));
});

/** The timeline's entries, newest first (each entry's own list item). */
const entries = (page: Page) => page.getByRole('list', { name: history('title') }).locator('> li');

async function openHistory(page: Page, draft: DraftEvaluation) {
  await page.goto(`/cms/evaluations/${draft.id}?tab=history`);
  await expect(page.getByRole('heading', { level: 2, name: history('title') })).toBeVisible();
  await expect(entries(page).first()).toBeVisible();
}

test('the history after a link added and a field restored', async ({ page, request }) => {
  const draft = drafts[0] as DraftEvaluation;
  const link = await request.post(`/v1/evaluations/${draft.id}/relationships/links`, {
    headers: bearer(editor),
    data: { title: 'Protocol History-e2e', url: 'https://example.org/protocol' },
  });
  expect(link.ok()).toBe(true);
  await useSession(page, editor);
  await openHistory(page, draft);

  // Newest first: the link (named by its tab), then the two end dates, then the creation.
  const newest = entries(page).nth(0);
  await expect(newest).toContainText(history('entry.fields', { fields: 'Links' }));
  await newest.getByRole('button', { name: history('entry.show') }).click();
  await expect(newest.getByText('Protocol History-e2e')).toBeVisible();
  const firstEnd = entries(page).nth(2);
  await expect(firstEnd).toContainText(history('entry.fields', { fields: endsAt }));
  await firstEnd.getByRole('button', { name: history('entry.show') }).click();
  await expect(firstEnd.getByText('30 juni 2027')).toBeVisible();

  await firstEnd
    .getByRole('button', {
      name: new RegExp(`^${escapeRegExp(history('restore.field'))}.*${endsAt}`),
    })
    .click();
  const confirm = page.getByRole('alertdialog', { name: history('restore.fieldTitle') });
  await confirm.getByRole('button', { name: history('restore.confirm') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: history('restore.done', { fields: endsAt }) }),
  ).toBeVisible();
  await expect(entries(page).nth(0)).toContainText(history('action.RESTORE'));

  const { data } = await v1<{ data: { ends_at: string | null } }>(
    request,
    `evaluations/${draft.id}`,
    editor,
  );
  expect(data.ends_at).toBe('2027-06-30');
  // The form took the restored value (it held no unsaved change).
  await page.getByRole('tab', { name: text('cmsEvaluations.editor.tab.dates') }).click();
  await expect(page.getByLabel(new RegExp(`^${escapeRegExp(endsAt)}`))).toHaveValue('2027-06-30');
});

for (const [index, width] of [390, 1366].entries()) {
  test(`the history tab passes axe at ${width} px with an entry open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await useSession(page, admin);
    await openHistory(page, drafts[1 + index] as DraftEvaluation);
    await entries(page)
      .first()
      .getByRole('button', { name: history('entry.show') })
      .click();
    await expect(page.getByText('31 december 2027')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const width of [390, 1366]) {
  test(`a specialization's history dialog passes axe at ${width} px`, async ({ page, request }) => {
    const marker = `Historie-e2e ${width} ${Date.now()}`;
    const created = await request.post('/v1/specializations', {
      headers: bearer(admin),
      data: { title: marker },
    });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    const renamed = await request.patch(`/v1/specializations/${data.id}`, {
      headers: bearer(admin),
      data: { title: `${marker} (hernoemd)` },
    });
    expect(renamed.ok()).toBe(true);
    await page.setViewportSize({ width, height: 900 });
    await useSession(page, admin);
    await page.goto(`/cms/specializations?q=${encodeURIComponent(marker)}`);
    await page
      .getByRole('button', { name: history('openNamed', { name: `${marker} (hernoemd)` }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: history('dialog.title', { title: `${marker} (hernoemd)` }),
    });
    await dialog
      .getByRole('button', { name: history('entry.show') })
      .first()
      .click();
    await expect(dialog.getByText(marker, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });
}
