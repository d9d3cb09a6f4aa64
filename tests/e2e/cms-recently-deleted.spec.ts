// Browser tests of "Recent verwijderd" (/cms/recent-verwijderd, issue 28): a document removed
// from an evaluation is listed with the evaluation it belonged to and comes back with "Terugzetten"
// after a confirmation (/v1 lists it again); a deleted evaluation whose slug was taken since is
// refused with the server's reason; axe scans of the screen with rows at 390 and 1366 px.
import { expect, type Page, test } from '@playwright/test';
import {
  createDraftEvaluations,
  type DraftEvaluation,
  expectNoAxeViolations,
  v1,
} from './support/cms.ts';
import { bearer, inRequestContext, type Session, signInAs, useSession } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(readCatalogues('i18n/nl.json', 'features/recently-deleted/messages/nl.json'));
const screenText = (key: string, values?: Record<string, string>) =>
  text(`recentlyDeleted.${key}`, values);

let admin: Session;
let draft: DraftEvaluation;
const documentTitle = `Protocol Verwijderd-e2e ${Date.now()}`;

test.beforeAll(async ({ playwright }, testInfo) => {
  ({ admin, draft } = await inRequestContext(playwright, testInfo, async (api) => {
    const session = await signInAs(api, 'admin');
    const [created] = await createDraftEvaluations(api, session, 'Verwijderd-e2e', 1);
    const upload = await api.post('/v1/files', {
      headers: bearer(session),
      multipart: {
        file: {
          name: 'protocol.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const file = ((await upload.json()) as { data: { id: number } }).data;
    const owner = `/v1/evaluations/${created?.id}/relationships/documents`;
    const added = await api.post(owner, {
      headers: bearer(session),
      data: { title: documentTitle, type: 'general', file_id: file.id, is_public: false },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const document = ((await added.json()) as { data: { id: number } }).data;
    const removed = await api.delete(`${owner}/${document.id}`, { headers: bearer(session) });
    expect(removed.ok()).toBe(true);
    return { admin: session, draft: created as DraftEvaluation };
  }));
});

test.beforeEach(async ({ page }) => useSession(page, admin));

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function restore(page: Page, name: string) {
  await page.getByRole('button', { name: screenText('restoreFor', { name }) }).click();
  const confirm = page.getByRole('alertdialog', { name: screenText('confirm.title', { name }) });
  await confirm.getByRole('button', { name: screenText('restore') }).click();
}

test('a removed document comes back from "Recent verwijderd"', async ({ page, request }) => {
  await page.goto('/cms/recent-verwijderd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('nav.recentlyDeleted'));
  const row = rowOf(page, documentTitle);
  await expect(row).toContainText(screenText('kind.documents'));
  await expect(row).toContainText(draft.title);
  await restore(page, documentTitle);
  await expect(
    page.getByRole('status').filter({ hasText: screenText('restored', { name: documentTitle }) }),
  ).toBeVisible();
  await expect(rowOf(page, documentTitle)).toHaveCount(0);
  const { data } = await v1<{ data: { title: string }[] }>(
    request,
    `evaluations/${draft.id}/relationships/documents`,
    admin,
  );
  expect(data.map((document) => document.title)).toContain(documentTitle);
});

test('a deleted evaluation whose slug is taken since is refused with the reason', async ({
  page,
  request,
}) => {
  const slug = `verwijderd-e2e-${Date.now()}`;
  const first = await request.post('/v1/evaluations', {
    headers: bearer(admin),
    data: { title: `Weg ${slug}`, slug, status: 'draft' },
  });
  const { data } = (await first.json()) as { data: { id: number } };
  expect(
    (await request.delete(`/v1/evaluations/${data.id}`, { headers: bearer(admin) })).ok(),
  ).toBe(true);
  const second = await request.post('/v1/evaluations', {
    headers: bearer(admin),
    data: { title: `Nieuw ${slug}`, slug, status: 'draft' },
  });
  expect(second.status()).toBe(201);
  await page.goto('/cms/recent-verwijderd');
  await restore(page, `Weg ${slug}`);
  const refusal = page.getByRole('alert').filter({
    hasText: screenText('refused', { name: `Weg ${slug}` }),
  });
  await expect(refusal).toContainText('slug');
  await expect(rowOf(page, `Weg ${slug}`)).toHaveCount(1);
});

for (const width of [390, 1366]) {
  test(`"Recent verwijderd" with its rows passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/cms/recent-verwijderd');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
