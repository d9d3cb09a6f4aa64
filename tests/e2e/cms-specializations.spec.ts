// Browser tests of /cms/specializations against the real gateway: an admin adds a specialization
// inline, renames it in place (Escape cancels, Enter saves) and deletes it; deleting one that an
// evaluation still uses is refused with where it is used; axe on the screen. Every specialization
// a test changes is created by that test.
import { expect, type Page, test } from '@playwright/test';
import { createDraftEvaluations, expectNoAxeViolations, v1 } from './support/cms.ts';
import { bearer, type Session, signInFromHook, useSession } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'components/cms/list/messages/nl.json',
    'components/form/messages/nl.json',
    'features/specializations/messages/nl.json',
  ),
);

interface V1Specialization {
  id: number;
  title: string;
}

/** The dialog on top: `alertdialog` for warnings (confirmations, refusals), `dialog` otherwise. */
const shownDialog = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

const table = (page: Page) =>
  page.getByRole('table', { name: text('specializations.list.caption') });

async function titlesLike(request: Parameters<typeof v1>[0], session: Session, term: string) {
  const answer = await v1<{ data: V1Specialization[] }>(
    request,
    `specializations?filter[search]=${encodeURIComponent(term)}`,
    session,
  );
  return answer.data.map((row) => row.title);
}

let admin: Session;
test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await signInFromHook(playwright, testInfo, 'admin');
});

test.describe('an admin', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ page }) => useSession(page, admin));

  test('adds, renames and deletes a specialization', async ({ page, request }) => {
    test.setTimeout(60_000);
    const marker = `Spectest${Date.now()}`;
    const renamed = `${marker} hernoemd`;

    await page.goto(`/cms/specializations?q=${marker}`);
    await expect(page.getByText(text('specializations.list.empty'))).toBeVisible();
    await page.getByLabel(text('specializations.create.label')).fill(marker);
    await page.getByRole('button', { name: text('specializations.create.button') }).click();
    await expect(table(page).locator('tbody th')).toContainText([marker]);
    expect(await titlesLike(request, admin, marker)).toEqual([marker]);
    await expect(page.getByLabel(text('specializations.create.label'))).toHaveValue('');

    const renameButton = page.getByRole('button', {
      name: text('specializations.rename.buttonFor', { title: marker }),
    });
    await renameButton.click();
    const field = page.getByLabel(text('specializations.rename.label', { title: marker }));
    await expect(field).toBeFocused();
    await field.fill('Niet bewaren');
    await field.press('Escape');
    await expect(renameButton).toBeFocused();
    expect(await titlesLike(request, admin, marker)).toEqual([marker]);

    await renameButton.click();
    await field.fill(renamed);
    await field.press('Enter');
    await expect(
      page.getByRole('button', {
        name: text('specializations.rename.buttonFor', { title: renamed }),
      }),
    ).toBeVisible();
    expect(await titlesLike(request, admin, marker)).toEqual([renamed]);

    await page
      .getByRole('button', { name: text('specializations.delete.buttonFor', { title: renamed }) })
      .click();
    const confirmation = shownDialog(page);
    await expect(confirmation).toContainText(renamed);
    await confirmation.getByRole('button', { name: text('listView.delete') }).click();
    await expect(shownDialog(page)).toContainText(text('specializations.deleted.title'));
    expect(await titlesLike(request, admin, marker)).toEqual([]);
  });

  test('is told where a used specialization is used instead of deleting it', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const marker = `Spectest gebruikt ${Date.now()}`;
    const created = await request.post('/v1/specializations', {
      headers: bearer(admin),
      data: { title: marker },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { data: specialization } = (await created.json()) as { data: V1Specialization };
    const [evaluation] = await createDraftEvaluations(request, admin, 'Specialisme in gebruik', 1);
    if (!evaluation) throw new Error('no evaluation');
    const linked = await request.patch(`/v1/evaluations/${evaluation.id}`, {
      headers: bearer(admin),
      data: { specialization_ids: [specialization.id] },
    });
    expect(linked.ok(), await linked.text()).toBe(true);

    await page.goto(`/cms/specializations?q=${encodeURIComponent(marker)}`);
    await page
      .getByRole('button', { name: text('specializations.delete.buttonFor', { title: marker }) })
      .click();
    await shownDialog(page)
      .getByRole('button', { name: text('listView.delete') })
      .click();
    const refusal = shownDialog(page);
    await expect(refusal).toContainText(text('specializations.inUse.title'));
    await expect(refusal).toContainText(evaluation.title);
    await expect(refusal).toContainText('1 zorgevaluatie');
    expect(await titlesLike(request, admin, marker)).toEqual([marker]);
  });

  test('the screen has no axe violations', async ({ page }) => {
    await page.goto('/cms/specializations');
    await expect(table(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
