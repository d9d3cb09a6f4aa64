// Browser tests of the CMS users screens (/cms/users, /cms/users/new, /cms/users/{id}) against
// the real gateway: an admin creates a user, finds it by search, edits it, sends the activation
// mail (read back from the outbox) and bulk-deletes it; a researcher changes their own phone and
// password (with the current one) on "Mijn account" with role and e-mail read-only, and is kept
// out of the list; axe on the list, the detail, the create form and the password form (the
// activate dialog: dialogs-a11y.spec.ts). Every user a test changes is
// created by that test (the demo accounts keep working).
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { expectNoAxeViolations, v1 } from './support/cms.ts';
import { resetTokenOf, waitForMailText } from './support/outbox.ts';
import {
  bearer,
  type Session,
  signIn,
  signInAs,
  signInFromHook,
  useSession,
} from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'components/cms/list/messages/nl.json',
    'components/form/messages/nl.json',
    'features/users/messages/nl.json',
    '../../schema/rules/messages/nl.json',
  ),
);

interface V1User {
  id: number;
  email: string;
  name: string;
  phone_number: string | null;
  title: string | null;
  is_active: boolean;
}

/** A researcher of the test's own, activated with the demo password. */
async function createResearcher(request: APIRequestContext, admin: Session, label: string) {
  const email = `${label.toLowerCase()}.${Date.now()}@example.org`;
  const created = await request.post('/v1/users', {
    headers: bearer(admin),
    data: { email, first_name: 'Test', last_name: label, role: 'researcher' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: V1User };
  const sent = await request.post(`/v1/activations/${data.id}/send`, { headers: bearer(admin) });
  expect(sent.status()).toBe(202);
  const token = resetTokenOf(await waitForMailText(email));
  const reset = await request.post('/v1/auth/reset-password', {
    data: { token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  return data;
}

const table = (page: Page) => page.getByRole('table', { name: text('users.list.caption') });
const dialogByTitle = (page: Page, title: string): Locator =>
  page.getByRole('heading', { name: title }).locator('xpath=ancestor::*[@role][1]');

let admin: Session;
test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await signInFromHook(playwright, testInfo, 'admin');
});

test.describe('an admin', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ page }) => useSession(page, admin));

  test('creates, finds, edits, activates and bulk-deletes a user', async ({ page, request }) => {
    test.setTimeout(60_000);
    const marker = `Gebruikerstest${Date.now()}`;
    const email = `${marker.toLowerCase()}@example.org`;

    await page.goto('/cms/users');
    await page.getByRole('link', { name: text('users.list.create.button') }).click();
    await expect(page).toHaveURL('/cms/users/new');
    await page.getByLabel(text('users.form.email')).fill(email);
    await page.getByLabel(text('users.form.firstName')).fill('Anna');
    await page.getByLabel(text('users.form.middleName')).fill('van');
    await page.getByLabel(text('users.form.lastName')).fill(marker);
    await page.getByLabel(text('users.form.role')).selectOption('EDITOR');
    await page.getByRole('button', { name: text('users.create.submit') }).click();
    await expect(page).toHaveURL(/\/cms\/users\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Anna van ${marker}`);
    const created = await v1<{ data: V1User & { role: { name: string } } }>(
      request,
      `users/${id}?with[]=role`,
      admin,
    );
    expect(created.data).toMatchObject({ email, is_active: true, role: { name: 'editor' } });

    await page.goto('/cms/users');
    await page.getByRole('searchbox', { name: text('users.list.search.label') }).fill(marker);
    await expect(page).toHaveURL(new RegExp(`q=${marker}`));
    await expect(table(page).locator('tbody th a')).toHaveText([`Anna van ${marker}`]);
    await table(page)
      .getByRole('link', { name: `Anna van ${marker}` })
      .click();
    await expect(page).toHaveURL(`/cms/users/${id}`);

    await page.getByLabel(text('users.form.phoneNumber')).fill('+31 20 123 4567');
    await page.getByLabel(text('users.form.title')).selectOption('DR');
    await page.getByRole('button', { name: text('users.form.save') }).click();
    await expect(page.getByText(text('users.form.saved'))).toBeVisible();
    const edited = await v1<{ data: V1User }>(request, `users/${id}`, admin);
    expect(edited.data).toMatchObject({ phone_number: '+31 20 123 4567', title: 'dr.' });

    await page.getByRole('button', { name: text('users.detail.activate') }).click();
    const activate = dialogByTitle(page, text('users.activate.title'));
    await expect(activate).toContainText(email);
    await activate.getByRole('button', { name: text('users.activate.confirm') }).click();
    await expect(activate.getByRole('status')).toHaveText(text('users.activate.sent', { email }));
    expect(resetTokenOf(await waitForMailText(email)).length).toBeGreaterThan(20);
    await activate.getByRole('button', { name: text('users.activate.close') }).click();

    await page.goto(`/cms/users?q=${marker}`);
    await expect(table(page).locator('tbody th a')).toHaveCount(1);
    await page.getByRole('checkbox', { name: text('listView.selectAll') }).check();
    const bar = page.getByRole('toolbar', { name: text('listView.actions') });
    await bar.getByRole('button', { name: text('listView.delete') }).click();
    const confirm = dialogByTitle(page, text('listView.deleteTitle'));
    await expect(confirm.getByRole('button', { name: text('dialog.cancel') })).toBeFocused();
    await expect(confirm).toContainText(`Anna van ${marker}`);
    await confirm.getByRole('button', { name: text('listView.dialog.mitigate.confirm') }).click();
    await expect(
      page.getByRole('heading', { name: text('users.list.deleted.title') }),
    ).toBeVisible();
    await page.getByRole('button', { name: text('dialog.confirm') }).click();
    await expect(page.getByText(text('users.list.empty'))).toBeVisible();
    const gone = await request.get(`/v1/users/${id}`, { headers: bearer(admin) });
    expect(gone.status()).toBe(404);
  });

  test('the list has no axe violations', async ({ page }) => {
    await page.goto('/cms/users');
    await expect(table(page).locator('tbody th a').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the create form has no axe violations', async ({ page }) => {
    await page.goto('/cms/users/new');
    await expect(page.getByLabel(text('users.form.email'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a user page has no axe violations', async ({ page, request }) => {
    const user = await createResearcher(request, admin, 'AxeDetail');
    await page.goto(`/cms/users/${user.id}`);
    await expect(page.getByLabel(text('users.form.email'))).toHaveValue(user.email);
    await expectNoAxeViolations(page);
    await request.delete(`/v1/users/${user.id}`, { headers: bearer(admin) });
  });
});

test.describe('a researcher', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('changes phone and password on "Mijn account"; role and e-mail are read-only', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const user = await createResearcher(request, admin, 'EigenAccount');
    await useSession(page, await signIn(request, user.email));
    await page.goto('/cms');
    await page.getByRole('button', { name: new RegExp(user.name) }).click();
    await page.getByRole('menuitem', { name: text('userMenu.account') }).click();
    await expect(page).toHaveURL(`/cms/users/${user.id}`);

    await expect(page.getByLabel(text('users.form.email'))).toHaveAttribute('readonly', '');
    await expect(page.getByRole('combobox', { name: text('users.form.role') })).toHaveCount(0);
    await expect(page.getByText(text('users.form.ownReadOnly'))).toBeVisible();
    await page.getByLabel(text('users.form.phoneNumber')).fill('06 1234 5678');
    await page.getByRole('button', { name: text('users.form.save') }).click();
    await expect(page.getByText(text('users.form.saved'))).toBeVisible();
    const saved = await v1<{ data: V1User }>(request, `users/${user.id}`, admin);
    expect(saved.data.phone_number).toBe('06 1234 5678');

    // The password form: the checklist follows the new password, a mismatch shows first.
    const current = page.getByLabel(text('users.password.current'));
    const newPassword = page.getByLabel(text('users.password.new'), { exact: true });
    const confirmation = page.getByLabel(text('users.password.confirmation'));
    const chosen = 'Nieuw-Wachtwoord-2027';
    await current.fill(DEMO_PASSWORD);
    await newPassword.fill('kort');
    const checklist = page.getByText(text('password.reset.rules')).locator('..');
    await expect(checklist).toBeVisible();
    await expect(checklist.locator('[data-rule][data-met="false"]')).toHaveCount(4);
    await newPassword.fill(chosen);
    await expect(checklist.locator('[data-rule][data-met="false"]')).toHaveCount(0);
    await confirmation.fill(`${chosen}!`);
    await confirmation.blur();
    await expect(page.getByText(text('validation.password.confirmation'))).toBeVisible();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text('users.password.submit') }).click();
    await expect(page.getByText(text('users.form.invalid'))).toBeVisible();

    await confirmation.fill(chosen);
    await page.getByRole('button', { name: text('users.password.submit') }).click();
    await expect(page.getByText(text('users.password.changed'))).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(newPassword).toHaveValue('');
    await expect(confirmation).toHaveValue('');
    await expect(page.getByRole('button', { name: text('users.password.button') })).toBeVisible();

    // The new password signs in, the old one no longer does; this session goes on.
    const login = await request.post('/v1/auth/login', {
      data: { email: user.email, password: chosen },
    });
    expect(login.ok()).toBe(true);
    const old = await request.post('/v1/auth/login', {
      data: { email: user.email, password: DEMO_PASSWORD },
    });
    expect(old.status()).toBe(401);
    await page.reload();
    await expect(page.getByLabel(text('users.form.phoneNumber'))).toHaveValue('06 1234 5678');
    await request.delete(`/v1/users/${user.id}`, { headers: bearer(admin) });
  });

  test('going to /cms/users lands on /cms; another user is not found', async ({
    page,
    request,
  }) => {
    await useSession(page, await signInAs(request, 'researcher'));
    await page.goto('/cms/users');
    await expect(page).toHaveURL('/cms');
    await page.goto('/cms/users/new');
    await expect(page).toHaveURL('/cms');
    const adminId = (await v1<{ data: V1User[] }>(request, 'users?filter[current]=true', admin))
      .data[0]?.id;
    await page.goto(`/cms/users/${adminId}`);
    await expect(page.getByLabel(text('users.form.email'))).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('notFound.title'));
  });
});
