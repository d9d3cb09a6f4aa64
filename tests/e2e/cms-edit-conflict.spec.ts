// Browser tests of no lost updates (issue 28) in the evaluation editor: two browser contexts, an
// admin and an editor, edit one draft. Different fields: both saves land, both kept. The same
// field: the second save gets the conflict dialog with both values and who changed the other,
// keeps its own by choice, and /v1 has every change of both, nothing silently lost. Axe scans of
// the conflict dialog at 390 and 1366 px, the other person's change made over /v1.
import { type Browser, expect, type Page, test } from '@playwright/test';
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
    'components/cms/history/messages/nl.json',
  ),
);
const fieldLabel = (name: string) => text(`cmsEvaluations.editor.field.${name}`);
const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(fieldLabel(name))}\\s*\\*?$`));
const conflictDialog = (page: Page) =>
  page.getByRole('dialog', { name: text('cmsHistory.conflict.title') });

interface Row {
  title: string;
  study_title: string | null;
  description_short: string | null;
}

let admin: Session;
let editor: Session;
let drafts: DraftEvaluation[];

test.beforeAll(async ({ playwright }, testInfo) => {
  ({ admin, editor, drafts } = await inRequestContext(playwright, testInfo, async (api) => {
    const signedIn = { admin: await signInAs(api, 'admin'), editor: await signInAs(api, 'editor') };
    return {
      ...signedIn,
      drafts: await createDraftEvaluations(api, signedIn.editor, 'Conflict-e2e', 4),
    };
  }));
});

/** A page of its own browser context, signed in with the session, on the draft's editor. */
async function editorPage(
  browser: Browser,
  session: Session,
  draft: DraftEvaluation,
  width = 1366,
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await useSession(page, session);
  await page.goto(`/cms/evaluations/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  return page;
}

async function save(page: Page) {
  await page.getByRole('button', { name: text('cmsEvaluations.editor.save') }).click();
}

const saved = (page: Page) =>
  expect(
    page.getByRole('status').filter({ hasText: text('cmsEvaluations.editor.saved') }),
  ).toBeVisible();

test('two people change different fields of one evaluation: both changes are kept', async ({
  browser,
  request,
}) => {
  const draft = drafts[0] as DraftEvaluation;
  const first = await editorPage(browser, admin, draft);
  const second = await editorPage(browser, editor, draft);
  await field(first, 'studyTitle').fill('Studie van de beheerder');
  await save(first);
  await saved(first);
  await field(second, 'descriptionShort').fill('Kort, van de redacteur');
  await save(second);
  await saved(second);
  await expect(conflictDialog(second)).toHaveCount(0);
  const { data } = await v1<{ data: Row }>(request, `evaluations/${draft.id}`, editor);
  expect(data).toMatchObject({
    study_title: 'Studie van de beheerder',
    description_short: 'Kort, van de redacteur',
  });
  await first.context().close();
  await second.context().close();
});

test('two people change the same field: the second chooses in the conflict dialog, nothing is lost', async ({
  browser,
  request,
}) => {
  const draft = drafts[1] as DraftEvaluation;
  const first = await editorPage(browser, admin, draft);
  const second = await editorPage(browser, editor, draft);
  await field(first, 'title').fill(`${draft.title} (beheerder)`);
  await field(first, 'descriptionShort').fill('Kort, van de beheerder');
  await save(first);
  await saved(first);

  await field(second, 'title').fill(`${draft.title} (redacteur)`);
  await field(second, 'studyTitle').fill('Alleen de redacteur');
  await save(second);
  const dialog = conflictDialog(second);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: fieldLabel('title') })).toBeVisible();
  await expect(
    dialog.getByRole('region', { name: `Uw versie van ${fieldLabel('title')}` }),
  ).toHaveText(`${draft.title} (redacteur)`);
  await expect(
    dialog.getByRole('region', { name: `Hun versie van ${fieldLabel('title')}` }),
  ).toHaveText(`${draft.title} (beheerder)`);
  await expect(dialog.getByText(/Gewijzigd door .+ \(beheerder\)/)).toBeVisible();
  // Only the field both changed is asked about.
  await expect(dialog.getByRole('heading', { name: fieldLabel('studyTitle') })).toHaveCount(0);
  await dialog.getByLabel(text('cmsHistory.conflict.choice.mine')).check();
  await dialog.getByRole('button', { name: text('cmsHistory.conflict.confirm') }).click();
  await saved(second);

  const { data } = await v1<{ data: Row }>(request, `evaluations/${draft.id}`, editor);
  // The title as chosen, the editor's own study title, and the admin's short description kept.
  expect(data).toMatchObject({
    title: `${draft.title} (redacteur)`,
    study_title: 'Alleen de redacteur',
    description_short: 'Kort, van de beheerder',
  });
  await first.context().close();
  await second.context().close();
});

for (const [index, width] of [390, 1366].entries()) {
  test(`the conflict dialog passes axe at ${width} px`, async ({ browser, request }) => {
    const draft = drafts[2 + index] as DraftEvaluation;
    const page = await editorPage(browser, editor, draft, width);
    // Someone else changes the title meanwhile.
    const other = await request.patch(`/v1/evaluations/${draft.id}`, {
      headers: bearer(admin),
      data: { title: `${draft.title} (elders)` },
    });
    expect(other.ok()).toBe(true);
    await field(page, 'title').fill(`${draft.title} (hier)`);
    await save(page);
    await expect(conflictDialog(page).getByRole('radio').first()).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.context().close();
  });
}
