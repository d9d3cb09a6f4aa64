// Browser tests of the evaluation editor (/cms/evaluations/{id}) on the demo data: an editor fills
// fields on several tabs (rich text and an uploaded logo too), saves, reloads and finds it all,
// also through /v1; the server's refusals (a taken slug, an end before the start) appear under
// their fields; a researcher edits an evaluation they are a person of and only reads another; and
// every field tab passes axe.
import { expect, type Page, test } from '@playwright/test';
import {
  type DraftEvaluation,
  editorWithDrafts,
  editorWithPublishedEvaluation,
  evaluationsOfResearcher,
  expectNoAxeViolations,
  v1,
} from './support/cms.ts';
import { type Session, signInAs, useSession } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'features/evaluations/messages/nl.json',
    'features/evaluations/cms/editor/messages/nl.json',
  ),
);
const editorText = (key: string) => text(`cmsEvaluations.editor.${key}`);
const fieldLabel = (field: string) => editorText(`field.${field}`);
/** A field by its label (a required field's label may carry a mark after it). */
const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${fieldLabel(name).replace(/[()]/g, '\\$&')}\\s*\\*?$`));

interface Row {
  id: number;
  title: string;
  slug: string | null;
  study_title: string | null;
  description: string | null;
  tags: string[];
  starts_at: string | null;
  ends_at: string | null;
  is_visible_at_inclusion_monitor: boolean;
  logo_id: number | null;
}

const tab = (page: Page, id: string) => page.getByRole('tab', { name: editorText(`tab.${id}`) });
const saveButton = (page: Page) => page.getByRole('button', { name: editorText('save') });

async function openEditor(page: Page, id: number, title: string, query = ''): Promise<void> {
  await page.goto(`/cms/evaluations/${id}${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

async function save(page: Page): Promise<void> {
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: editorText('saved') })).toBeVisible();
}

/** A 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('an editor', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let editor: Session;
  let drafts: DraftEvaluation[];

  test.beforeAll(async ({ playwright }, testInfo) => {
    ({ editor, drafts } = await editorWithDrafts(playwright, testInfo, 'Editor-e2e', 5));
  });

  test.beforeEach(async ({ page }) => {
    await useSession(page, editor);
  });

  test('fills fields on several tabs, uploads a logo, saves, and finds it all after a reload', async ({
    page,
    request,
  }) => {
    const target = drafts[0] as Row;
    await openEditor(page, target.id, target.title);

    await field(page, 'studyTitle').fill('Studie naar de e2e-test');
    await page.getByLabel(editorText('tags.input')).fill('e2e-tag');
    await page.getByRole('button', { name: editorText('tags.add') }).click();
    await expect(page.getByRole('button', { name: /e2e-tag/ })).toBeVisible();

    await tab(page, 'dates').click();
    await expect(page).toHaveURL(/tab=dates/);
    await field(page, 'startsAt').fill('2026-02-01');
    await field(page, 'endsAt').fill('2026-11-30');

    await tab(page, 'texts').click();
    const description = page.getByRole('textbox', { name: fieldLabel('description') });
    await description.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Omschrijving uit de e2e-test');

    await tab(page, 'settings').click();
    const monitor = page.getByRole('switch', { name: fieldLabel('isVisibleAtInclusionMonitor') });
    const wasOn = (await monitor.getAttribute('aria-checked')) === 'true';
    await monitor.click();

    await tab(page, 'media').click();
    const upload = page.waitForResponse(
      (response) => response.url().includes('/v1/files') && response.request().method() === 'POST',
    );
    await page.getByLabel(fieldLabel('logo'), { exact: true }).setInputFiles({
      name: 'e2e-logo.png',
      mimeType: 'image/png',
      buffer: png,
    });
    expect((await upload).ok()).toBe(true);
    await expect(page.getByText('e2e-logo.png').first()).toBeVisible();

    await save(page);
    await page.reload();
    await expect(tab(page, 'media')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('e2e-logo.png').first()).toBeVisible();
    await tab(page, 'general').click();
    await expect(field(page, 'studyTitle')).toHaveValue('Studie naar de e2e-test');
    await expect(page.getByRole('button', { name: /e2e-tag/ })).toBeVisible();
    await tab(page, 'dates').click();
    await expect(field(page, 'endsAt')).toHaveValue('2026-11-30');
    await tab(page, 'texts').click();
    await expect(page.getByRole('textbox', { name: fieldLabel('description') })).toHaveText(
      'Omschrijving uit de e2e-test',
    );

    const { data: stored } = await v1<{ data: Row }>(request, `evaluations/${target.id}`, editor);
    expect(stored.study_title).toBe('Studie naar de e2e-test');
    expect(stored.tags).toContain('e2e-tag');
    expect(stored.starts_at).toBe('2026-02-01');
    expect(stored.ends_at).toBe('2026-11-30');
    expect(stored.description).toContain('Omschrijving uit de e2e-test');
    expect(stored.is_visible_at_inclusion_monitor).toBe(!wasOn);
    expect(stored.logo_id).not.toBeNull();
  });

  test('a taken slug shows under the slug field, on its tab, with the field focused', async ({
    page,
  }) => {
    const target = drafts[1] as Row;
    const other = drafts[2] as Row;
    expect(other.slug).not.toBeNull();
    await openEditor(page, target.id, target.title);
    await field(page, 'slug').fill(other.slug ?? '');
    await tab(page, 'settings').click();
    await saveButton(page).click();

    await expect(tab(page, 'general')).toHaveAttribute('aria-selected', 'true');
    const slug = field(page, 'slug');
    await expect(slug).toBeFocused();
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(slug).toHaveAccessibleDescription(/Is al in gebruik/);
  });

  test('an end before the start is refused under the end date', async ({ page }) => {
    const target = drafts[3] as Row;
    await openEditor(page, target.id, target.title, '?tab=dates');
    await field(page, 'startsAt').fill('2026-06-01');
    await field(page, 'endsAt').fill('2026-05-01');
    await saveButton(page).click();
    const endsAt = field(page, 'endsAt');
    await expect(endsAt).toHaveAttribute('aria-invalid', 'true');
    await expect(endsAt).toHaveAccessibleDescription(/De einddatum moet op of na de begindatum/);
  });

  test('deletes an evaluation after the destructive confirmation and returns to the list', async ({
    page,
    request,
  }) => {
    const target = drafts[4] as Row;
    await openEditor(page, target.id, target.title);
    const remove = page.getByRole('button', { name: editorText('delete.button') });
    await remove.click();
    // The dialog names the evaluation (Headless UI's dialog root may have no size: find its text).
    const question = page.getByText(`“${target.title}”`);
    await expect(question).toBeVisible();
    await page.getByRole('button', { name: text('dialog.cancel') }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(`/cms/evaluations/${target.id}`);

    await remove.click();
    await page.getByRole('button', { name: editorText('delete.confirm'), exact: true }).click();
    await expect(page).toHaveURL('/cms/evaluations');
    const gone = await request.get(`/v1/evaluations/${target.id}`, {
      headers: { authorization: `Bearer ${editor.access_token}` },
    });
    expect(gone.status()).toBe(404);
  });
});

test.describe('a researcher', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('edits an evaluation they are a person of and only reads another', async ({
    page,
    request,
  }) => {
    const researcher = await signInAs(request, 'researcher');
    const { mine, foreign } = await evaluationsOfResearcher(request, researcher);
    const own = mine[0];
    expect(own).toBeDefined();
    expect(foreign).toBeDefined();
    if (!own || !foreign) return;
    await useSession(page, researcher);

    await openEditor(page, own.id, own.title);
    await expect(page.getByText(editorText('readOnly.notInvolved'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: editorText('delete.button') })).toHaveCount(0);
    await tab(page, 'study').click();
    await field(page, 'sponsor').fill('Sponsor van de onderzoeker');
    await save(page);
    const { data: stored } = await v1<{ data: Row & { sponsor: string } }>(
      request,
      `evaluations/${own.id}`,
      researcher,
    );
    expect(stored.sponsor).toBe('Sponsor van de onderzoeker');

    await openEditor(page, foreign.id, foreign.title);
    await expect(page.getByText(editorText('readOnly.notInvolved'))).toBeVisible();
    await expect(saveButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: editorText('delete.button') })).toHaveCount(0);
    await expect(field(page, 'title')).toHaveAttribute('readonly', '');
  });
});

test.describe('the field tabs pass axe', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let editor: Session;
  let target: { id: number; title: string };

  test.beforeAll(async ({ playwright }, testInfo) => {
    ({ editor, target } = await editorWithPublishedEvaluation(playwright, testInfo));
  });

  for (const id of ['general', 'dates', 'texts', 'study', 'media', 'settings']) {
    test(`the ${id} tab`, async ({ page }) => {
      await useSession(page, editor);
      await openEditor(page, target.id, target.title, `?tab=${id}`);
      await expect(tab(page, id)).toHaveAttribute('aria-selected', 'true');
      await expect(saveButton(page)).toBeVisible();
      // The rich-text editors are a chunk of their own: wait until they are there.
      if (id === 'texts')
        await expect(page.getByRole('textbox', { name: fieldLabel('description') })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
