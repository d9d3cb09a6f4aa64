// Browser tests of the evaluation editor's relationship tabs (sections, criteria, participants,
// measures, documents, links, news) on the demo data: an editor adds items in place, reloads and
// finds them, also through /v1; removing asks for confirmation; refusals appear under their
// fields; a researcher who is not a person of the evaluation only reads; every tab passes axe.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  type DraftEvaluation,
  editorWithDrafts,
  editorWithPublishedEvaluation,
  evaluationsOfResearcher,
  expectNoAxeViolations,
  v1,
} from './support/cms.ts';
import { bearer, type Session, signInAs, useSession } from './support/session.ts';
import { escapeRegExp, readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'features/evaluations/messages/nl.json',
    'features/evaluations/cms/relations/messages/nl.json',
    'components/cms/relations/messages/nl.json',
  ),
);
const relText = (key: string, values?: Record<string, string>) =>
  text(`cmsEvaluations.relations.${key}`, values);
/** A text of the CMS kit's relation tabs (documents, links, news). */
const kitText = (key: string, values?: Record<string, string>) => text(`relations.${key}`, values);
/** A field by its label (a required field's label may carry a mark after it). */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

const tabIds = [
  'sections',
  'criteria',
  'participants',
  'measures',
  'documents',
  'links',
  'posts',
  'keys',
] as const;

interface Row {
  id: number;
  title: string;
}

async function relation<T>(
  request: APIRequestContext,
  evaluationId: number,
  name: string,
  session: Session,
): Promise<T[]> {
  return (
    await v1<{ data: T[] }>(request, `evaluations/${evaluationId}/relationships/${name}`, session)
  ).data;
}

/** Opens a relationship tab by its URL and waits for its first heading. */
async function openTab(page: Page, id: number, tab: string, heading: string): Promise<void> {
  await page.goto(`/cms/evaluations/${id}?tab=${tab}`);
  await expect(page.getByRole('tab', { name: relText(`tab.${tab}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

const list = (page: Page, heading: string) => page.getByRole('region', { name: heading });
const saveButton = (scope: Page | Locator) =>
  scope.getByRole('button', { name: relText('save'), exact: true });

/** A minimal PDF. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('an editor', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let editor: Session;
  let drafts: DraftEvaluation[];

  test.beforeAll(async ({ playwright }, testInfo) => {
    ({ editor, drafts } = await editorWithDrafts(playwright, testInfo, 'Relaties-e2e', 5));
  });

  test.beforeEach(async ({ page }) => {
    await useSession(page, editor);
  });

  test('adds a criterion and planned participants, and finds them after a reload and in /v1', async ({
    page,
    request,
  }) => {
    const target = drafts[0] as Row;
    const inclusion = relText('criteria.list.inclusion');
    await openTab(page, target.id, 'criteria', inclusion);
    await page.getByRole('button', { name: relText('criteria.add.inclusion') }).click();
    const criterionForm = list(page, inclusion).locator('form');
    await field(criterionForm, relText('criteria.content')).fill('Leeftijd 18 jaar of ouder (e2e)');
    await saveButton(criterionForm).click();
    // The form closes after the save; the saved item is the only text left.
    await expect(criterionForm).toHaveCount(0);
    await expect(list(page, inclusion).getByText('Leeftijd 18 jaar of ouder (e2e)')).toBeVisible();

    const participants = relText('participants.title');
    await page.getByRole('tab', { name: relText('tab.participants') }).click();
    await page.getByRole('button', { name: relText('participants.add') }).click();
    const participantForm = list(page, participants).locator('form');
    await field(participantForm, relText('participants.type')).selectOption({ label: 'Cohort' });
    await field(participantForm, relText('participants.amount')).fill('120');
    await field(participantForm, relText('participants.description')).fill(
      'Cohort uit de e2e-test',
    );
    await saveButton(participantForm).click();
    await expect(participantForm).toHaveCount(0);
    const row = relText('participants.row', { type: 'Cohort', amount: '120' });
    await expect(list(page, participants).getByText(row)).toBeVisible();

    await page.reload();
    await expect(list(page, participants).getByText(row)).toBeVisible();
    await page.goto(`/cms/evaluations/${target.id}?tab=criteria`);
    await expect(list(page, inclusion).getByText('Leeftijd 18 jaar of ouder (e2e)')).toBeVisible();

    const criteria = await relation<{ type: string; content: string }>(
      request,
      target.id,
      'criteria',
      editor,
    );
    expect(criteria).toContainEqual(
      expect.objectContaining({ type: 'inclusion', content: 'Leeftijd 18 jaar of ouder (e2e)' }),
    );
    const rows = await relation<{ amount: number; description: string }>(
      request,
      target.id,
      'participants',
      editor,
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ amount: 120, description: 'Cohort uit de e2e-test' }),
    );
  });

  test('uploads a document and adds a link without a scheme, shown and stored with https://', async ({
    page,
    request,
  }) => {
    const target = drafts[1] as Row;
    const documents = kitText('documents.list');
    await openTab(page, target.id, 'documents', documents);
    await page.getByRole('button', { name: kitText('documents.add') }).click();
    const documentForm = list(page, documents).locator('form');
    await field(documentForm, kitText('documents.type')).selectOption({ label: 'Laboratorium' });
    const upload = page.waitForResponse(
      (response) => response.url().includes('/v1/files') && response.request().method() === 'POST',
    );
    await documentForm.getByLabel(kitText('documents.file'), { exact: true }).setInputFiles({
      name: 'e2e-protocol.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    expect((await upload).ok()).toBe(true);
    // The empty title takes the file's name.
    await expect(field(documentForm, kitText('documents.title'))).toHaveValue('e2e-protocol');
    await field(documentForm, kitText('documents.title')).fill('Labprotocol e2e');
    await documentForm.getByRole('switch', { name: kitText('documents.isPublic') }).click();
    await saveButton(documentForm).click();
    const stored = list(page, documents)
      .getByRole('listitem')
      .filter({ hasText: 'Labprotocol e2e' });
    await expect(stored).toContainText('Laboratorium');
    await expect(stored).toContainText(kitText('documents.public'));
    await expect(
      stored.getByRole('link', { name: /e2e-protocol\.pdf downloaden \(PDF,/ }),
    ).toBeVisible();

    const links = kitText('links.list');
    await page.getByRole('tab', { name: relText('tab.links') }).click();
    await page.getByRole('button', { name: kitText('links.add') }).click();
    const linkForm = list(page, links).locator('form');
    await field(linkForm, kitText('links.title')).fill('Studiesite e2e');
    await field(linkForm, kitText('links.url')).fill('e2e.example.org/studie');
    await expect(linkForm).toContainText(
      kitText('links.url.normalised', { url: 'https://e2e.example.org/studie' }),
    );
    await saveButton(linkForm).click();
    await expect(
      list(page, links).getByRole('link', { name: 'https://e2e.example.org/studie' }),
    ).toBeVisible();

    await page.reload();
    await expect(list(page, links).getByText('Studiesite e2e')).toBeVisible();
    const savedLinks = await relation<{ title: string; url: string }>(
      request,
      target.id,
      'links',
      editor,
    );
    expect(savedLinks).toContainEqual(
      expect.objectContaining({ title: 'Studiesite e2e', url: 'https://e2e.example.org/studie' }),
    );
    const savedDocuments = await relation<{ title: string; is_public: boolean; type: string }>(
      request,
      target.id,
      'documents',
      editor,
    );
    expect(savedDocuments).toContainEqual(
      expect.objectContaining({ title: 'Labprotocol e2e', is_public: true, type: 'lab' }),
    );
  });

  test('sets a section applicable with content, and not applicable clears it', async ({
    page,
    request,
  }) => {
    const target = drafts[2] as Row;
    const population = text('evaluations.applicable.population');
    await openTab(page, target.id, 'sections', population);
    const section = list(page, population);
    await section
      .getByRole('radio', { name: text('evaluations.applicability.applicable'), exact: true })
      .check();
    const content = section.getByRole('textbox', {
      name: relText('sections.contentOf', { section: population }),
    });
    await content.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Volwassenen met een heupfractuur (e2e)');
    await section
      .getByRole('button', { name: relText('sections.save', { section: population }) })
      .click();
    await expect(section.getByRole('status').filter({ hasText: relText('saved') })).toBeVisible();

    await page.reload();
    await expect(
      list(page, population).getByRole('radio', {
        name: text('evaluations.applicability.applicable'),
        exact: true,
      }),
    ).toBeChecked();
    await expect(
      list(page, population).getByRole('textbox', {
        name: relText('sections.contentOf', { section: population }),
      }),
    ).toHaveText('Volwassenen met een heupfractuur (e2e)');
    const stored = await relation<{ type: string; content: string | null; is_visible: boolean }>(
      request,
      target.id,
      'applicables',
      editor,
    );
    expect(stored.find((row) => row.type === 'population')).toMatchObject({
      is_visible: true,
      content: expect.stringContaining('Volwassenen met een heupfractuur (e2e)'),
    });

    const reloaded = list(page, population);
    await reloaded
      .getByRole('radio', { name: text('evaluations.applicability.not_applicable') })
      .check();
    await expect(
      reloaded.getByRole('textbox', {
        name: relText('sections.contentOf', { section: population }),
      }),
    ).toHaveCount(0);
    await reloaded
      .getByRole('button', { name: relText('sections.save', { section: population }) })
      .click();
    await expect(reloaded.getByRole('status').filter({ hasText: relText('saved') })).toBeVisible();
    const cleared = await relation<{ type: string; content: string | null }>(
      request,
      target.id,
      'applicables',
      editor,
    );
    expect(cleared.find((row) => row.type === 'population')?.content ?? null).toBeNull();
  });

  test('asks for confirmation before removing a link', async ({ page, request }) => {
    const target = drafts[3] as Row;
    const created = await request.post(`/v1/evaluations/${target.id}/relationships/links`, {
      headers: bearer(editor),
      data: { title: 'Te verwijderen e2e', url: 'https://remove.example.org' },
    });
    expect(created.status()).toBe(201);
    const links = kitText('links.list');
    await openTab(page, target.id, 'links', links);
    const removeButton = list(page, links).getByRole('button', {
      name: relText('remove.named', { name: 'Te verwijderen e2e' }),
    });

    await removeButton.click();
    // The destructive confirmation is an alert dialog.
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Te verwijderen e2e');
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      list(page, links).getByRole('heading', { name: 'Te verwijderen e2e' }),
    ).toBeVisible();

    await removeButton.click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: relText('remove.confirm') })
      .click();
    await expect(
      list(page, links).getByRole('heading', { name: 'Te verwijderen e2e' }),
    ).toHaveCount(0);
    await expect(list(page, links).getByRole('status')).toHaveText(
      relText('removed', { name: 'Te verwijderen e2e' }),
    );
    const stored = await relation<{ title: string }>(request, target.id, 'links', editor);
    expect(stored.map((link) => link.title)).not.toContain('Te verwijderen e2e');
  });

  test('keeps key/value settings: a JSON value, a rename, a refused key, a confirmed removal', async ({
    page,
    request,
  }) => {
    const target = drafts[1] as Row;
    const settings = relText('settings.list');
    const stored = async () =>
      (
        await v1<{ data: Record<string, unknown> }>(
          request,
          `evaluations/${target.id}/relationships/settings`,
          editor,
        )
      ).data;
    await openTab(page, target.id, 'keys', settings);
    const region = list(page, settings);

    await page.getByRole('button', { name: relText('settings.add') }).click();
    let form = region.locator('form');
    const key = field(form, relText('settings.key'));
    await key.fill('Geen Sleutel');
    await saveButton(form).click();
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(key).toHaveAccessibleDescription(/Ongeldige waarde/);

    await key.fill('e2e.sites');
    await field(form, relText('settings.value')).fill('[1, 2]');
    await saveButton(form).click();
    await expect(region.getByRole('heading', { name: 'e2e.sites' })).toBeVisible();
    expect((await stored())['e2e.sites']).toEqual([1, 2]);

    await region
      .getByRole('button', { name: relText('edit.named', { name: 'e2e.sites' }) })
      .click();
    form = region.locator('form');
    await field(form, relText('settings.key')).fill('e2e.centres');
    await field(form, relText('settings.value')).fill('vijf');
    await saveButton(form).click();
    await expect(region.getByRole('heading', { name: 'e2e.centres' })).toBeVisible();
    await page.reload();
    await expect(region.getByRole('heading', { name: 'e2e.centres' })).toBeVisible();
    const renamed = await stored();
    expect(renamed['e2e.centres']).toBe('vijf');
    expect(renamed).not.toHaveProperty('e2e.sites');

    await region
      .getByRole('button', { name: relText('remove.named', { name: 'e2e.centres' }) })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: relText('remove.confirm') })
      .click();
    await expect(region.getByRole('heading', { name: 'e2e.centres' })).toHaveCount(0);
    expect(await stored()).not.toHaveProperty('e2e.centres');
  });

  test('shows refusals under their fields: digits only in the browser, the server’s limit after it', async ({
    page,
    request,
  }) => {
    const target = drafts[4] as Row;
    // What the server says about a number of participants beyond its limit.
    const refused = await request.post(`/v1/evaluations/${target.id}/relationships/participants`, {
      headers: { ...bearer(editor), 'accept-language': 'nl' },
      data: { type: 'RCT', amount: 5_000_000 },
    });
    expect(refused.status()).toBe(422);
    const serverMessage = ((await refused.json()) as { errors: { amount: string[] } }).errors
      .amount[0] as string;

    const participants = relText('participants.title');
    await openTab(page, target.id, 'participants', participants);
    await page.getByRole('button', { name: relText('participants.add') }).click();
    const form = list(page, participants).locator('form');
    const amount = field(form, relText('participants.amount'));
    await amount.fill('veel');
    await saveButton(form).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/Alleen cijfers toegestaan/);

    await amount.fill('5000000');
    const answer = page.waitForResponse((response) => response.url().endsWith('/graphql'));
    await saveButton(form).click();
    await answer;
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(new RegExp(escapeRegExp(serverMessage)));
    // Quiet: no global error dialog on top of the form.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('a researcher who is not a person of the evaluation', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('reads every relationship tab without add, edit or remove controls', async ({
    page,
    request,
  }) => {
    const researcher = await signInAs(request, 'researcher');
    const { foreign } = await evaluationsOfResearcher(request, researcher);
    expect(foreign).toBeDefined();
    if (!foreign) return;
    await useSession(page, researcher);

    await openTab(page, foreign.id, 'criteria', relText('criteria.list.inclusion'));
    for (const tab of tabIds) {
      await page.getByRole('tab', { name: relText(`tab.${tab}`) }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(panel.getByRole('button')).toHaveCount(0);
      await expect(panel.locator('form')).toHaveCount(0);
    }
  });
});

test.describe('the relationship tabs pass axe', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let editor: Session;
  let target: Row;

  test.beforeAll(async ({ playwright }, testInfo) => {
    ({ editor, target } = await editorWithPublishedEvaluation(playwright, testInfo));
  });

  test.beforeEach(async ({ page }) => {
    await useSession(page, editor);
  });

  const headings: Record<(typeof tabIds)[number], () => string> = {
    sections: () => text('evaluations.applicable.population'),
    criteria: () => relText('criteria.list.inclusion'),
    participants: () => relText('participants.title'),
    measures: () => relText('measures.list'),
    documents: () => kitText('documents.list'),
    links: () => kitText('links.list'),
    posts: () => kitText('posts.list'),
    keys: () => relText('settings.list'),
  };
  const addButtons: Partial<Record<(typeof tabIds)[number], () => string>> = {
    criteria: () => relText('criteria.add.inclusion'),
    participants: () => relText('participants.add'),
    measures: () => relText('measures.add'),
    documents: () => kitText('documents.add'),
    links: () => kitText('links.add'),
    posts: () => kitText('posts.add'),
    keys: () => relText('settings.add'),
  };

  for (const tab of tabIds) {
    test(`tab ${tab}, with its form open`, async ({ page }) => {
      await openTab(page, target.id, tab, headings[tab]());
      const add = addButtons[tab];
      if (add) {
        await page.getByRole('button', { name: add() }).click();
        await expect(page.getByRole('tabpanel').locator('form')).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });
  }
});
