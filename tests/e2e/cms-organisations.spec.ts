// Browser tests of the CMS organisation screens (associations, programs, trial bureaus): an editor
// creates an association in the list's create dialog and edits its fields on three tabs (rich
// text, a logo upload), finds them after a reload and in /v1; adds a public document with an
// upload and a setting; deletes an association after the confirmation; adds a program's download
// with an uploaded file, which a visitor may fetch. An admin edits the first trial bureau (and
// restores it); an editor may not open the trial bureaus. Axe on the list, a field tab, the
// documents tab, the settings tab, the download form and the public downloads. The records a
// test changes are its own (made over /v1 and removed afterwards), except the trial bureau,
// restored.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, v1 } from './support/cms.ts';
import { bearer, type Session, signInAs, signInFromHook, useSession } from './support/session.ts';
import { escapeRegExp, readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'components/cms/list/messages/nl.json',
    'components/cms/relations/messages/nl.json',
    'components/form/messages/nl.json',
    'features/organisations/messages/nl.json',
    'features/organisations/cms/messages/nl.json',
  ),
);
const orgText = (key: string) => text(`cmsOrganisations.${key}`);
/** A text of the CMS kit's relation tabs (documents). */
const kitText = (key: string) => text(`relations.${key}`);
/** A field by its label (a required field's label may carry a mark after it). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
const tab = (page: Page, id: string) =>
  page.getByRole('tab', { name: orgText(`editor.tab.${id}`), exact: true });
const region = (page: Page, heading: string) => page.getByRole('region', { name: heading });
const dialogByTitle = (page: Page, title: string): Locator =>
  page.getByRole('heading', { name: title }).locator('xpath=ancestor::*[@role][1]');

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface Organisation {
  id: number;
  title?: string;
  name?: string;
  abbreviation: string | null;
  url: string | null;
  description: string | null;
  logo_id: number | null;
}

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

async function createOrganisation(
  request: APIRequestContext,
  session: Session,
  path: 'associations' | 'programs',
  title: string,
): Promise<number> {
  const response = await request.post(`/v1/${path}`, { headers: bearer(session), data: { title } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function openEditor(page: Page, path: string, id: number, tabId = 'general') {
  await page.goto(`/cms/${path}/${id}?tab=${tabId}`);
  await expect(tab(page, tabId)).toHaveAttribute('aria-selected', 'true');
}

async function uploadFile(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const upload = page.waitForResponse(
    (response) => response.url().includes('/v1/files') && response.request().method() === 'POST',
  );
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  expect((await upload).ok()).toBe(true);
}

async function saveFields(page: Page) {
  await page.getByRole('button', { name: orgText('editor.save'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: orgText('editor.saved') })).toBeVisible();
}

test.describe('an editor', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let editor: Session;
  const created: { path: 'associations' | 'programs'; id: number }[] = [];

  test.beforeAll(async ({ playwright }, testInfo) => {
    editor = await signInFromHook(playwright, testInfo, 'editor');
  });
  test.beforeEach(async ({ page }) => useSession(page, editor));
  test.afterAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    for (const { path, id } of created)
      await api.delete(`/v1/${path}/${id}`, { headers: bearer(editor) });
    await api.dispose();
  });

  test('creates an association, edits fields on three tabs and finds them after a reload and in /v1', async ({
    page,
    request,
  }) => {
    const title = `Vereniging e2e ${stamp()}`;
    await page.goto('/cms/associations');
    await page.getByRole('button', { name: orgText('kind.association.new') }).click();
    const dialog = dialogByTitle(page, orgText('kind.association.new'));
    await dialog.getByLabel(orgText('list.create.titleLabel')).fill(title);
    await dialog.getByRole('button', { name: text('listView.dialog.create.confirm') }).click();
    await expect(page).toHaveURL(/\/cms\/associations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const id = Number(page.url().split('/').pop());
    created.push({ path: 'associations', id });

    await field(page, orgText('editor.field.abbreviation')).fill('VE2E');
    await field(page, orgText('editor.field.url')).fill('www.vereniging-e2e.nl');
    await tab(page, 'texts').click();
    await expect(page).toHaveURL(/tab=texts/);
    const description = page.getByRole('textbox', { name: orgText('editor.field.description') });
    await description.click();
    await page.keyboard.type('Beschrijving uit de e2e-test');
    await tab(page, 'media').click();
    await uploadFile(page, orgText('editor.field.logo'), {
      name: 'e2e-logo.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect(page.getByText('e2e-logo.png').first()).toBeVisible();
    await saveFields(page);

    await page.reload();
    await expect(tab(page, 'media')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('e2e-logo.png').first()).toBeVisible();
    await tab(page, 'general').click();
    await expect(field(page, orgText('editor.field.abbreviation'))).toHaveValue('VE2E');
    await tab(page, 'texts').click();
    await expect(
      page.getByRole('textbox', { name: orgText('editor.field.description') }),
    ).toHaveText('Beschrijving uit de e2e-test');

    const { data } = await v1<{ data: Organisation }>(request, `associations/${id}`, editor);
    expect(data).toMatchObject({
      title,
      abbreviation: 'VE2E',
      url: 'https://www.vereniging-e2e.nl',
      description: expect.stringContaining('Beschrijving uit de e2e-test'),
    });
    expect(data.logo_id).not.toBeNull();
  });

  test('adds a public document with an upload and a setting to an association', async ({
    page,
    request,
  }) => {
    const id = await createOrganisation(
      request,
      editor,
      'associations',
      `Documenten e2e ${stamp()}`,
    );
    created.push({ path: 'associations', id });
    await openEditor(page, 'associations', id, 'documents');
    const documents = region(page, kitText('documents.list'));
    await page.getByRole('button', { name: kitText('documents.add') }).click();
    const form = documents.locator('form');
    await field(form, kitText('documents.type')).selectOption({
      label: text('organisations.documentType.reports'),
    });
    await uploadFile(page, kitText('documents.file'), {
      name: 'Jaarverslag e2e.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(field(form, kitText('documents.title'))).toHaveValue('Jaarverslag e2e');
    await form.getByRole('switch', { name: kitText('documents.isPublic') }).click();
    await form.getByRole('button', { name: text('fields.actions.save'), exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(documents.getByRole('heading', { name: 'Jaarverslag e2e' })).toBeVisible();
    await expect(documents.getByText(kitText('documents.public'), { exact: false })).toBeVisible();

    await tab(page, 'settings').click();
    const settings = region(page, orgText('settings.list'));
    await page.getByRole('button', { name: orgText('settings.add') }).click();
    await field(settings, orgText('settings.key')).fill('kleur');
    await field(settings, orgText('settings.value')).fill('groen');
    await settings.getByRole('button', { name: text('fields.actions.save'), exact: true }).click();
    await expect(settings.getByRole('heading', { name: 'kleur' })).toBeVisible();

    await page.reload();
    await expect(region(page, orgText('settings.list')).getByText('groen')).toBeVisible();
    const stored = await v1<{ data: { title: string; type: string; is_public: boolean }[] }>(
      request,
      `associations/${id}/relationships/documents`,
      editor,
    );
    expect(stored.data).toContainEqual(
      expect.objectContaining({ title: 'Jaarverslag e2e', type: 'reports', is_public: true }),
    );
    const values = await v1<{ data: Record<string, unknown> }>(
      request,
      `associations/${id}/relationships/settings`,
      editor,
    );
    expect(values.data.kleur).toBe('groen');
  });

  test('deletes an association after the destructive confirmation', async ({ page, request }) => {
    const title = `Weg e2e ${stamp()}`;
    const id = await createOrganisation(request, editor, 'associations', title);
    await openEditor(page, 'associations', id);
    const remove = page.getByRole('button', { name: orgText('editor.delete.button'), exact: true });
    await remove.click();
    const question = page.getByText(`“${title}”`);
    await expect(question).toBeVisible();
    await page.getByRole('button', { name: text('dialog.cancel') }).click();
    await expect(question).toHaveCount(0);
    await remove.click();
    await page.getByRole('button', { name: orgText('editor.delete.confirm'), exact: true }).click();
    await expect(page).toHaveURL('/cms/associations');
    const gone = await request.get(`/v1/associations/${id}`, { headers: bearer(editor) });
    expect(gone.status()).toBe(404);
  });

  test("adds a program's download with an uploaded file that visitors may fetch", async ({
    page,
    request,
  }) => {
    const id = await createOrganisation(request, editor, 'programs', `Programma e2e ${stamp()}`);
    created.push({ path: 'programs', id });
    await openEditor(page, 'programs', id, 'downloads');
    const downloads = region(page, orgText('downloads.list'));
    await page.getByRole('button', { name: orgText('downloads.add') }).click();
    const form = downloads.locator('form');
    await uploadFile(page, orgText('downloads.file'), {
      name: 'Poster e2e.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(field(form, orgText('downloads.title'))).toHaveValue('Poster e2e');
    await field(form, orgText('downloads.date')).fill('2026-03-01');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: text('fields.actions.save'), exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(downloads.getByRole('heading', { name: 'Poster e2e' })).toBeVisible();
    await expect(downloads.getByRole('link', { name: /Poster e2e\.pdf/ })).toBeVisible();

    const events = await v1<{
      data: { title: string; type: string; url: string | null; file: { url: string } | null }[];
    }>(request, `programs/${id}/relationships/events`, editor);
    const download = events.data.find((event) => event.title === 'Poster e2e');
    expect(download).toMatchObject({ type: 'download', url: null });
    const fileUrl = download?.file?.url ?? '';
    expect(fileUrl).toMatch(/^\/v1\/files\/\d+$/);
    // A visitor (no session) may fetch it, and the public program page links to it.
    const anonymous = await request.get(fileUrl);
    expect(anonymous.status()).toBe(200);
    expect(anonymous.headers()['content-type']).toBe('application/pdf');
    await page.goto(`/programs/${id}`);
    const publicDownloads = region(page, text('organisations.downloads.title'));
    await expect(publicDownloads.getByRole('link', { name: /Poster e2e/ })).toHaveAttribute(
      'href',
      fileUrl,
    );
    await expectNoAxeViolations(page);
  });

  test('may not open the trial bureaus: lands on /cms', async ({ page }) => {
    await page.goto('/cms/trialbureaus');
    await expect(page).toHaveURL('/cms');
  });

  test('the association list passes axe', async ({ page }) => {
    await page.goto('/cms/associations');
    await expect(page.getByRole('table', { name: orgText('kind.association.list') })).toBeVisible();
    await expect(page.locator('tbody th a').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a field tab, the documents tab and the settings tab pass axe', async ({
    page,
    request,
  }) => {
    const id = await createOrganisation(request, editor, 'associations', `Axe e2e ${stamp()}`);
    created.push({ path: 'associations', id });
    await openEditor(page, 'associations', id);
    await expect(field(page, orgText('editor.field.title'))).toBeVisible();
    await expectNoAxeViolations(page);
    await tab(page, 'documents').click();
    await expect(page.getByRole('button', { name: kitText('documents.add') })).toBeVisible();
    await page.getByRole('button', { name: kitText('documents.add') }).click();
    await expectNoAxeViolations(page);
    await tab(page, 'settings').click();
    await page.getByRole('button', { name: orgText('settings.add') }).click();
    await expect(field(page, orgText('settings.key'))).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('an admin', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('edits the first trial bureau and finds the change in /v1', async ({ page, request }) => {
    const admin = await signInAs(request, 'admin');
    await useSession(page, admin);
    const { data } = await v1<{ data: Organisation[] }>(
      request,
      'trial-bureau?limit=1&sort=id',
      admin,
    );
    const bureau = data[0] as Organisation;
    const abbreviation = `TB${Date.now() % 100_000}`;
    try {
      await openEditor(page, 'trialbureaus', bureau.id);
      await expect(field(page, orgText('editor.field.name'))).toHaveValue(bureau.name ?? '');
      await field(page, orgText('editor.field.abbreviation')).fill(abbreviation);
      await saveFields(page);
      const after = await v1<{ data: Organisation }>(request, `trial-bureau/${bureau.id}`, admin);
      expect(after.data.abbreviation).toBe(abbreviation);
    } finally {
      await request.patch(`/v1/trial-bureau/${bureau.id}`, {
        headers: bearer(admin),
        data: { abbreviation: bureau.abbreviation },
      });
    }
  });
});
