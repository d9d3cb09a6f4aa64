// Browser tests of /cms/centers and /cms/centers/merge against the real gateway: an admin creates
// a center whose street and city come from the postcode look-up, edits and deletes it; a center
// with inclusion data is not deleted; two centers with data are merged into a third (counts read
// from /v1 before and after, the merged ones answer 404); axe on both screens and the merge
// confirmation (the form dialog: dialogs-a11y.spec.ts). Every center, address and evaluation is created by the test itself.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createDraftEvaluations, expectNoAxeViolations, v1 } from './support/cms.ts';
import { bearer, type Session, signInFromHook, useSession } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'components/cms/list/messages/nl.json',
    'components/form/messages/nl.json',
    'features/centers/messages/nl.json',
  ),
);

interface V1Center {
  id: number;
  title: string;
  type: string;
  address?: { postcode: string; street: string; number: string; city: string } | null;
  data_count?: number;
  evaluation_count?: number;
}

/** The dialog on top: `alertdialog` for warnings (confirmations, refusals), `dialog` otherwise. */
const shownDialog = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');
const table = (page: Page) => page.getByRole('table', { name: text('centers.list.caption') });

async function createCenter(request: APIRequestContext, session: Session, title: string) {
  const response = await request.post('/v1/centers', {
    headers: bearer(session),
    data: { title, type: 'general' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: V1Center }).data;
}

async function addData(
  request: APIRequestContext,
  session: Session,
  row: { evaluation_id: number; center_id: number; date: string; sample_size: number },
) {
  const response = await request.post('/v1/data', { headers: bearer(session), data: row });
  expect(response.status(), await response.text()).toBe(201);
}

const centersLike = async (request: APIRequestContext, session: Session, term: string) =>
  (
    await v1<{ data: V1Center[] }>(
      request,
      `centers?filter[search]=${encodeURIComponent(term)}&with[]=address`,
      session,
    )
  ).data;

const counted = async (request: APIRequestContext, session: Session, id: number) =>
  (await v1<{ data: V1Center }>(request, `centers/${id}?with[]=counts`, session)).data;

let admin: Session;
test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await signInFromHook(playwright, testInfo, 'admin');
});

test.describe('an admin', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ page }) => useSession(page, admin));

  test('creates a center with a looked-up address, edits and deletes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    const marker = `Centrumtest${stamp}`;
    const postcode = `${1000 + (stamp % 9000)} ZX`;
    const number = String(stamp % 100_000);
    const street = `Teststraat ${stamp}`;
    const address = await request.post('/v1/addresses', {
      headers: bearer(admin),
      data: { street, number, postcode, city: 'Zwolle' },
    });
    expect(address.status(), await address.text()).toBe(201);

    await page.goto('/cms/centers');
    await page.getByRole('button', { name: text('centers.list.create') }).click();
    const form = shownDialog(page);
    await expect(
      form.getByRole('heading', { name: text('centers.form.createTitle') }),
    ).toBeVisible();
    await form.getByLabel(text('centers.form.title')).fill(marker);
    await form.getByLabel(text('centers.form.type')).selectOption('UMC');
    await form
      .getByLabel(text('centers.form.postcode'))
      .fill(postcode.replace(' ', '').toLowerCase());
    await form.getByLabel(text('centers.form.number'), { exact: true }).fill(number);
    await expect(form.getByLabel(text('centers.form.street'))).toHaveValue(street);
    await expect(form.getByLabel(text('centers.form.city'))).toHaveValue('Zwolle');
    await expect(form.getByLabel(text('centers.form.postcode'))).toHaveValue(postcode);
    await form.getByRole('button', { name: text('fields.actions.save') }).click();
    await expect(shownDialog(page)).toHaveCount(0);
    const [created] = await centersLike(request, admin, marker);
    expect(created).toMatchObject({
      title: marker,
      type: 'umc',
      address: { street, number, postcode, city: 'Zwolle' },
    });

    await page.goto(`/cms/centers?q=${marker}`);
    await expect(table(page).locator('tbody th')).toHaveText([marker]);
    await page
      .getByRole('button', { name: text('centers.list.editFor', { title: marker }) })
      .click();
    const edit = shownDialog(page);
    await expect(edit.getByLabel(text('centers.form.street'))).toHaveValue(street);
    await edit.getByLabel(text('centers.form.title')).fill(`${marker} bewerkt`);
    await edit.getByLabel(text('centers.form.type')).selectOption('CLINIC');
    await edit.getByRole('button', { name: text('fields.actions.save') }).click();
    await expect(shownDialog(page)).toHaveCount(0);
    await expect(table(page).locator('tbody th')).toHaveText([`${marker} bewerkt`]);
    const [edited] = await centersLike(request, admin, marker);
    expect(edited).toMatchObject({ title: `${marker} bewerkt`, type: 'clinic' });

    await page
      .getByRole('button', { name: text('centers.list.deleteFor', { title: `${marker} bewerkt` }) })
      .click();
    await shownDialog(page)
      .getByRole('button', { name: text('listView.delete') })
      .click();
    await expect(shownDialog(page)).toContainText(text('centers.deleted.title'));
    expect(await centersLike(request, admin, marker)).toEqual([]);
  });

  test('a center with inclusion data is not deleted', async ({ page, request }) => {
    test.setTimeout(60_000);
    const center = await createCenter(request, admin, `Centrumtest met data ${Date.now()}`);
    const [evaluation] = await createDraftEvaluations(request, admin, 'Centrum met data', 1);
    if (!evaluation) throw new Error('no evaluation');
    await addData(request, admin, {
      evaluation_id: evaluation.id,
      center_id: center.id,
      date: '2025-03-01',
      sample_size: 4,
    });

    await page.goto(`/cms/centers?q=${encodeURIComponent(center.title)}`);
    await page
      .getByRole('button', { name: text('centers.list.deleteFor', { title: center.title }) })
      .click();
    await shownDialog(page)
      .getByRole('button', { name: text('listView.delete') })
      .click();
    const refusal = page.getByRole('alertdialog');
    await expect(refusal).toContainText(text('centers.deleteRefused.title'));
    // The server's own refusal, which names the rows and says to merge instead.
    const refused = await request.delete(`/v1/centers/${center.id}`, { headers: bearer(admin) });
    expect(refused.status()).toBe(409);
    await expect(refusal).toContainText(((await refused.json()) as { message: string }).message);
    expect((await counted(request, admin, center.id)).data_count).toBe(1);
  });

  test('merges two centers into a third', async ({ page, request }) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    const target = await createCenter(request, admin, `Mergetest blijft ${stamp}`);
    const first = await createCenter(request, admin, `Mergetest weg A ${stamp}`);
    const second = await createCenter(request, admin, `Mergetest weg B ${stamp}`);
    const evaluations = await createDraftEvaluations(request, admin, 'Centra samenvoegen', 2);
    const [one, two] = evaluations.map((evaluation) => evaluation.id);
    if (!one || !two) throw new Error('no evaluations');
    await addData(request, admin, {
      evaluation_id: one,
      center_id: target.id,
      date: '2025-01-01',
      sample_size: 2,
    });
    await addData(request, admin, {
      evaluation_id: one,
      center_id: first.id,
      date: '2025-01-01',
      sample_size: 3,
    });
    await addData(request, admin, {
      evaluation_id: one,
      center_id: first.id,
      date: '2025-02-01',
      sample_size: 1,
    });
    await addData(request, admin, {
      evaluation_id: two,
      center_id: second.id,
      date: '2025-02-01',
      sample_size: 5,
    });
    const before = await Promise.all(
      [target, first, second].map((center) => counted(request, admin, center.id)),
    );
    const [keptBefore, firstBefore, secondBefore] = before;
    if (!keptBefore || !firstBefore || !secondBefore) throw new Error('no counts');

    await page.goto(`/cms/centers/merge?keep=${target.id}&merge=${first.id},${second.id}`);
    const counts = page.getByTestId('merge-counts');
    await expect(counts).toHaveCount(3);
    await expect(counts.nth(1)).toContainText(`${firstBefore.data_count} inclusierijen`);
    await expect(counts.nth(2)).toContainText(`${secondBefore.data_count} inclusierij`);
    await page.getByRole('button', { name: text('centers.merge.submit') }).click();
    const confirmation = page.getByRole('alertdialog');
    const movedRows = (firstBefore.data_count ?? 0) + (secondBefore.data_count ?? 0);
    await expect(confirmation).toContainText(
      `${movedRows} inclusierijen en 2 zorgevaluaties gaan naar ${target.title}`,
    );
    await expect(confirmation).toContainText(`${first.title} en ${second.title} verdwijnen`);
    await confirmation.getByRole('button', { name: text('centers.merge.confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Samengevoegd' })).toBeVisible();

    const after = await counted(request, admin, target.id);
    // January of evaluation one was at the target and at A: added together into one row.
    expect(after).toMatchObject({ data_count: 3, evaluation_count: 2 });
    for (const gone of [first, second]) {
      const response = await request.get(`/v1/centers/${gone.id}`, { headers: bearer(admin) });
      expect(response.status()).toBe(404);
    }
    await page.goto(`/cms/centers?q=${stamp}`);
    await expect(table(page).locator('tbody th')).toHaveText([target.title]);
  });
});

test.describe('accessibility', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ page }) => useSession(page, admin));

  test('the centers screen has no axe violations', async ({ page }) => {
    await page.goto('/cms/centers');
    await expect(table(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the merge screen has no axe violations', async ({ page, request }) => {
    const stamp = Date.now();
    const target = await createCenter(request, admin, `Axetest blijft ${stamp}`);
    const source = await createCenter(request, admin, `Axetest weg ${stamp}`);
    await page.goto(`/cms/centers/merge?keep=${target.id}&merge=${source.id}`);
    await expect(page.getByTestId('merge-counts')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test('the merge confirmation has no axe violations', async ({ page, request }) => {
    const stamp = Date.now();
    const target = await createCenter(request, admin, `Axetest bevestig ${stamp}`);
    const source = await createCenter(request, admin, `Axetest bevestig weg ${stamp}`);
    await page.goto(`/cms/centers/merge?keep=${target.id}&merge=${source.id}`);
    await page.getByRole('button', { name: text('centers.merge.submit') }).click();
    await expect(page.getByRole('alertdialog')).toContainText(target.title);
    await expectNoAxeViolations(page, '[role="alertdialog"]');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: text('dialog.cancel') })
      .click();
    const still = await request.get(`/v1/centers/${source.id}`, { headers: bearer(admin) });
    expect(still.status()).toBe(200);
  });
});
