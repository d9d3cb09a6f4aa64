// Every dialog of the product, opened through its real trigger, passes an axe scan (WCAG 2.1 A/AA)
// of the open dialog: the generic error dialog, the create and destructive-confirmation dialogs of
// the lists, the hours and hours-move dialogs, the event dialog, the activation dialog, the
// bug-report dialog (each of its three steps), the center form, the compose dialog and the
// unsaved-changes warning. One test per dialog; screens are scanned in screens-a11y.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, type DemoRole } from '../support/demo-accounts.ts';
import { createDraftEvaluations } from './support/cms.ts';
import { bearer, type Session, signInAs, useSession } from './support/session.ts';
import { escapeRegExp, readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'components/cms/list/messages/nl.json',
    'components/form/messages/nl.json',
    'features/evaluations/cms/list/messages/nl.json',
    'features/evaluations/cms/editor/messages/nl.json',
    'features/hours/messages/nl.json',
    'features/users/messages/nl.json',
    'features/centers/messages/nl.json',
    'features/dashboard/messages/nl.json',
    'components/cms/relations/messages/nl.json',
    'features/bug-report/messages/nl.json',
  ),
);

/** The open dialog (Headless UI puts the role on the outer element of the modal). */
const openDialog = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');
const byLabel = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

/** Scans the open dialog with axe and expects no WCAG 2.1 A/AA violation. */
async function expectAccessibleDialog(page: Page): Promise<void> {
  await expect(openDialog(page)).toHaveCount(1);
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"], [role="alertdialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations).toEqual([]);
}

const sessions: Partial<Record<DemoRole, Session>> = {};
/** A demo account's session, signed in once per worker. */
async function sessionOf(browser: Browser, role: DemoRole) {
  const known = sessions[role];
  if (known) return known;
  const context = await browser.newContext();
  const session = await signInAs(context.request, role);
  await context.close();
  sessions[role] = session;
  return session;
}

test.use({ viewport: { width: 1366, height: 1000 }, timezoneId: 'Europe/Amsterdam' });

test('the generic error dialog', async ({ page }) => {
  await page.goto('/reset-password?token=wrong');
  await byLabel(page, text('password.reset.password')).fill(DEMO_PASSWORD);
  await byLabel(page, text('password.reset.confirmation')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text('password.reset.submit') }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessibleDialog(page);
});

test.describe('CMS dialogs', () => {
  test('the create dialog, with a field message', async ({ page, browser }) => {
    await useSession(page, await sessionOf(browser, 'editor'));
    await page.goto('/cms/evaluations');
    await page.getByRole('button', { name: text('cmsEvaluations.list.create.button') }).click();
    await expect(page.getByLabel(text('cmsEvaluations.list.create.titleLabel'))).toBeFocused();
    await page.getByRole('button', { name: text('listView.dialog.create.confirm') }).click();
    await expect(page.getByText(text('auth.required.default'))).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('the destructive confirmation', async ({ page, browser }) => {
    await useSession(page, await sessionOf(browser, 'editor'));
    await page.goto('/cms/evaluations');
    await page.getByRole('table').getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: text('listView.delete') }).click();
    await expect(page.getByRole('button', { name: text('dialog.cancel') })).toBeFocused();
    await expectAccessibleDialog(page);
  });

  test('the hours dialog', async ({ page, browser }) => {
    await useSession(page, await sessionOf(browser, 'researcher'));
    await page.goto('/cms/hours?week=2031-07-07');
    await page.getByRole('button', { name: text('hours.add') }).click();
    await expect(openDialog(page).getByLabel(text('hours.form.hourType'))).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('the hours-move dialog', async ({ page, browser }) => {
    const researcher = await sessionOf(browser, 'researcher');
    const created = await page.request.post('/v1/hours', {
      headers: bearer(researcher),
      data: { starts_at: '2031-07-15T07:00:00Z', ends_at: '2031-07-15T08:00:00Z' },
    });
    expect(created.status()).toBe(201);
    const { data: hour } = (await created.json()) as { data: { id: number } };
    try {
      await useSession(page, researcher);
      await page.goto('/cms/hours?week=2031-07-14');
      const column = page.locator('[role="cell"][data-date="2031-07-15"]').first();
      await expect(column.locator('[role="button"]')).toHaveCount(1);
      const box = await column.boundingBox();
      if (!box) throw new Error('no column for the day');
      // 09:00 in Amsterdam is the seventh half-hour slot from 06:00; dragged an hour down.
      const slot = box.height / 32;
      const grab = { x: box.x + box.width / 2, y: box.y + 6 * slot + 8 };
      await page.mouse.move(grab.x, grab.y);
      await page.mouse.down();
      await page.mouse.move(grab.x, grab.y + 5, { steps: 3 });
      await page.mouse.move(grab.x, grab.y + slot * 2, { steps: 12 });
      await page.mouse.up();
      await expect(
        openDialog(page).getByRole('button', { name: text('hours.move.confirm') }),
      ).toBeFocused();
      await expectAccessibleDialog(page);
    } finally {
      await page.request.delete(`/v1/hours/${hour.id}`, { headers: bearer(researcher) });
    }
  });

  test('the event dialog', async ({ page, browser }) => {
    const editor = await sessionOf(browser, 'editor');
    const response = await page.request.post('/v1/associations', {
      headers: bearer(editor),
      data: { title: `Dialoogtest ${Date.now()}` },
    });
    expect(response.status()).toBe(201);
    const { data } = (await response.json()) as { data: { id: number } };
    await useSession(page, editor);
    await page.goto(`/cms/associations/${data.id}?tab=events`);
    await page.getByRole('button', { name: text('relations.events.add') }).click();
    const dialog = page.getByRole('dialog', { name: text('relations.events.dialog.new') });
    await expect(byLabel(dialog, text('relations.events.field.title'))).toBeFocused();
    await expect(
      dialog.getByRole('textbox', { name: text('relations.events.field.content') }),
    ).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('the activation dialog', async ({ page, browser }) => {
    await useSession(page, await sessionOf(browser, 'admin'));
    await page.goto('/cms/users?active=yes');
    await page
      .getByRole('button', { name: text('users.list.activate.button') })
      .first()
      .click();
    await expect(page.getByRole('button', { name: text('dialog.cancel') })).toBeFocused();
    await expectAccessibleDialog(page);
  });

  test('the center form dialog', async ({ page, browser }) => {
    await useSession(page, await sessionOf(browser, 'admin'));
    await page.goto('/cms/centers');
    await page.getByRole('button', { name: text('centers.list.create') }).click();
    await expect(openDialog(page).getByLabel(text('centers.form.title'))).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('the compose dialog', async ({ page, browser }) => {
    await useSession(page, await sessionOf(browser, 'researcher'));
    await page.goto('/cms');
    await page.getByRole('button', { name: text('dashboard.inbox.compose') }).click();
    await expect(openDialog(page).getByLabel(text('dashboard.compose.subject'))).toBeVisible();
    await expectAccessibleDialog(page);
  });

  test('the unsaved-changes warning', async ({ page, browser }) => {
    const editor = await sessionOf(browser, 'editor');
    const [draft] = await createDraftEvaluations(page.request, editor, 'Dialoogtest', 1);
    if (!draft) throw new Error('no draft');
    await useSession(page, editor);
    await page.goto(`/cms/evaluations/${draft.id}`);
    await byLabel(page, text('cmsEvaluations.editor.field.title')).fill(`${draft.title} gewijzigd`);
    await page
      .getByRole('link', { name: text('nav.evaluations'), exact: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: text('fields.unsaved.title') })).toBeVisible();
    await expectAccessibleDialog(page);
  });
});

test('the bug-report dialog, on each of its three steps', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e dialog axe');
    });
  });
  await page.getByRole('button', { name: text('bugReport.bar.report'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: text('bugReport.create.heading') }),
  ).toBeVisible();
  await expectAccessibleDialog(page);

  const field = (key: string) =>
    dialog.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(text(key))}`) });
  await field('bugReport.field.title').fill(`Dialoogtest ${Date.now()}`);
  await field('bugReport.field.description').fill('Een foutbalk verscheen.');
  await dialog.getByRole('button', { name: text('bugReport.action.next') }).click();
  await expect(
    dialog.getByRole('heading', { name: text('bugReport.overview.heading') }),
  ).toBeVisible();
  await expectAccessibleDialog(page);

  await dialog.getByRole('button', { name: text('bugReport.action.create') }).click();
  await expect(
    dialog.getByRole('heading', { name: text('bugReport.finished.heading') }),
  ).toBeVisible();
  await expectAccessibleDialog(page);
});
