// Two-step verification in the browser against the real gateway: an editor of the test's own (no
// other spec meets a code prompt) sets it up on "Mijn account" from the secret shown on screen,
// logs out, logs in with an authenticator code, and once more with a recovery code.
import { expect, type Page, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expectNoAxeViolations } from './support/cms.ts';
import { resetTokenOf, waitForMailText } from './support/outbox.ts';
import { bearer, logIn, signInAs } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(readCatalogues('i18n/nl.json', 'features/users/messages/nl.json'));
const EDITOR_PASSWORD = 'Twee-Stappen-E2e-7';

async function logOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL('/');
}

test('an editor sets up two-step verification and signs in with a code and a recovery code', async ({
  page,
  request,
}) => {
  // A fresh editor, activated through the mailed link.
  const admin = await signInAs(request, 'admin');
  const email = `tweestaps.${Date.now()}@example.org`;
  const created = await request.post('/v1/users', {
    headers: bearer(admin),
    data: { email, first_name: 'Tweestaps', last_name: 'Redacteur', role: 'editor' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data: user } = (await created.json()) as { data: { id: number } };
  expect(
    (await request.post(`/v1/activations/${user.id}/send`, { headers: bearer(admin) })).status(),
  ).toBe(202);
  const activated = await request.post('/v1/auth/reset-password', {
    data: {
      token: resetTokenOf(await waitForMailText(email)),
      password: EDITOR_PASSWORD,
      password_confirmation: EDITOR_PASSWORD,
    },
  });
  expect(activated.ok(), await activated.text()).toBe(true);

  // Set-up on the editor's own account page.
  await logIn(page, email, EDITOR_PASSWORD);
  await expect(page).toHaveURL('/cms');
  await page.goto(`/cms/users/${user.id}`);
  const section = page.getByRole('region', { name: text('users.twoFactor.heading') });
  await section.getByRole('button', { name: text('users.twoFactor.setUp') }).click();
  await expect(section.getByRole('img', { name: text('users.twoFactor.qrAlt') })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  const codeField = section.getByLabel(text('users.twoFactor.code'));
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page);
  await codeField.fill(totp.generate());
  await section.getByRole('button', { name: text('users.twoFactor.confirm') }).click();
  const codes = section.getByRole('list', { name: text('users.twoFactor.recoveryCodes') });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCode = ((await codes.getByRole('listitem').first().textContent()) ?? '').trim();
  await section.getByRole('button', { name: text('users.twoFactor.saved') }).click();
  await expect(section).toContainText('10 herstelcodes');
  await logOut(page);

  // The password alone is not enough any more: the next time step's code finishes the login
  // (the set-up's code cannot be used twice).
  await logIn(page, email, EDITOR_PASSWORD);
  const loginCode = page.getByLabel(text('login.code.label'));
  await expect(loginCode).toHaveAttribute('autocomplete', 'one-time-code');
  await loginCode.fill('000000');
  await page.getByRole('button', { name: text('login.code.submit') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Deze code is onjuist of al gebruikt' }),
  ).toBeAttached();
  await expect(loginCode).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await loginCode.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: text('login.code.submit') }).click();
  await expect(page).toHaveURL('/cms');
  await logOut(page);

  // Without the phone: a recovery code.
  await logIn(page, email, EDITOR_PASSWORD);
  await page.getByRole('button', { name: text('login.code.useRecovery') }).click();
  await page.getByLabel(text('login.code.recoveryLabel')).fill(recoveryCode);
  await page.getByRole('button', { name: text('login.code.submit') }).click();
  await expect(page).toHaveURL('/cms');
});
