// Keyboard-only walk-throughs (no mouse: only page.keyboard after the page is opened): signing in,
// editing an evaluation's rich text (bold by its shortcut) and saving, uploading a file through
// the upload button and the browser's file chooser, and the CMS calendar (view, period, an event
// opened). The search walk-through is in search.spec.ts ("a keyboard user searches ...").
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';
import { createDraftEvaluations, type DraftEvaluation, v1 } from './support/cms.ts';
import { bearer, type Session, signInFromHook, useSession } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'features/evaluations/cms/editor/messages/nl.json',
    'components/cms/relations/messages/nl.json',
    'components/file-upload/messages/nl.json',
  ),
);
const editorText = (key: string) => text(`cmsEvaluations.editor.${key}`);
const eventText = (key: string, values?: Record<string, string>) =>
  text(`relations.events.${key}`, values);

/** Presses Tab (at most `max` times) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

test.use({ viewport: { width: 1366, height: 900 }, timezoneId: 'Europe/Amsterdam' });

let editor: Session;
test.beforeAll(async ({ playwright }, testInfo) => {
  editor = await signInFromHook(playwright, testInfo, 'editor');
});

/** Opens a new draft of the spec's own on an editor tab, as the editor. */
async function openNewDraft(
  page: Page,
  request: APIRequestContext,
  tab: string,
): Promise<DraftEvaluation> {
  const [draft] = await createDraftEvaluations(request, editor, 'Toetsenbord', 1);
  if (!draft) throw new Error('no draft');
  await useSession(page, editor);
  await page.goto(`/cms/evaluations/${draft.id}?tab=${tab}`);
  return draft;
}

test('signing in: Tab through the form, Enter submits, the CMS opens', async ({ page }) => {
  await page.goto('/cms/login');
  await tabTo(page, page.getByLabel(text('login.email'), { exact: true }));
  await page.keyboard.type(demoEmails.editor);
  await tabTo(page, page.getByLabel(text('login.password'), { exact: true }), 3);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/cms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('editing rich text: Tab into the editor, bold by Ctrl+B, save with Enter', async ({
  page,
  request,
}) => {
  const draft = await openNewDraft(page, request, 'texts');
  const description = page.getByRole('textbox', { name: editorText('field.description') });
  await tabTo(page, description);
  await page.keyboard.type('Gewoon ');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type('vet');
  await expect(description.locator('strong')).toHaveText('vet');
  await tabTo(page, page.getByRole('button', { name: editorText('save') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: editorText('saved') })).toBeVisible();
  const { data } = await v1<{ data: { description: string | null } }>(
    request,
    `evaluations/${draft.id}`,
    editor,
  );
  expect(data.description).toContain('<strong>vet</strong>');
});

test('uploading a file: Tab to the upload button, Enter opens the file chooser', async ({
  page,
  request,
}) => {
  await openNewDraft(page, request, 'media');
  const logo = page.getByRole('group', { name: editorText('field.logo') });
  // Listening from before the Tab presses: Playwright intercepts the chooser only once it listens.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, logo.getByRole('button', { name: text('fileUpload.choose') }));
  await page.keyboard.press('Enter');
  const uploaded = page.waitForResponse(
    (response) => response.url().includes('/v1/files') && response.request().method() === 'POST',
  );
  await (await chooser).setFiles({
    name: 'toetsenbord.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  expect((await uploaded).ok()).toBe(true);
  await expect(
    logo
      .getByRole('status')
      .filter({ hasText: text('fileUpload.uploaded', { name: 'toetsenbord.png' }) }),
  ).toBeVisible();
});

test('the calendar: switch to the week, go to the next one, open an event', async ({
  page,
  request,
}) => {
  const created = await request.post('/v1/associations', {
    headers: bearer(editor),
    data: { title: `Toetsenbordagenda ${Date.now()}` },
  });
  expect(created.status()).toBe(201);
  const { data: association } = (await created.json()) as { data: { id: number } };
  const added = await request.post(`/v1/associations/${association.id}/relationships/events`, {
    headers: bearer(editor),
    data: { title: 'Toetsenbordoverleg', starts_at: '2027-03-16T10:00:00+01:00' },
  });
  expect(added.status(), await added.text()).toBe(201);

  await useSession(page, editor);
  await page.goto(`/cms/associations/${association.id}?tab=events&weergave=maand&datum=2027-03-10`);
  const navigation = page.getByRole('navigation', { name: eventText('navigation') });
  await tabTo(navigation.page(), navigation.getByRole('button', { name: eventText('view.week') }));
  await page.keyboard.press('Enter');
  await expect(navigation.getByRole('button', { name: eventText('view.week') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(navigation).toContainText(eventText('weekOf', { date: '8 maart 2027' }));
  // Shift+Tab back to "Volgende" (next): the week of the 15th, with the event.
  const next = navigation.getByRole('button', { name: eventText('next') });
  for (let presses = 0; presses < 5; presses += 1) {
    if (await next.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(navigation).toContainText(eventText('weekOf', { date: '15 maart 2027' }));
  await tabTo(
    page,
    page.getByRole('button', {
      name: text('relations.edit.named', { name: 'Toetsenbordoverleg' }),
    }),
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: eventText('dialog.edit') });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
