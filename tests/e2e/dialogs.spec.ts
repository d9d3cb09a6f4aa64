// Browser tests of the modal dialog with its real trigger: a refused reset token (422) opens the
// generic error dialog, which a click outside leaves open, Esc or "Ok" closes (axe: dialogs-a11y.spec.ts).
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/demo-accounts.ts';
import { readCatalogues } from './support/texts.ts';

const nl = readCatalogues('i18n/nl.json');
// The gateway's answer for an unknown token: a 422 with this field message (in Dutch).
const statusText = 'Unprocessable Content';
const invalidToken = 'Deze link is ongeldig of verlopen';

async function submitWithWrongToken(page: Page) {
  await page.getByLabel(nl['password.reset.password'] ?? '', { exact: true }).fill(DEMO_PASSWORD);
  await page
    .getByLabel(nl['password.reset.confirmation'] ?? '', { exact: true })
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: nl['password.reset.submit'] }).click();
  const dialog = page.getByRole('alertdialog', { name: statusText });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/reset-password?token=wrong');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    nl['page.resetPassword.title'] ?? '',
  );
});

test('a refused token shows the error dialog; a click outside keeps it, Esc or Ok closes it', async ({
  page,
}) => {
  const submit = page.getByRole('button', { name: nl['password.reset.submit'] });
  const dialog = await submitWithWrongToken(page);
  // The status text is the title; the field messages, one per line, are the description.
  await expect(dialog.getByRole('heading', { name: statusText })).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(invalidToken);
  const ok = dialog.getByRole('button', { name: 'Ok' });
  await expect(ok).toBeFocused();

  // At most 500 px wide, even on a wide screen.
  const panel = dialog.locator('[id^="headlessui-dialog-panel"]');
  expect((await panel.boundingBox())?.width ?? 0).toBeLessThanOrEqual(500);

  // A click on the page around the dialog does nothing.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  // Focus stays inside the dialog.
  await page.keyboard.press('Tab');
  await expect(ok).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();

  // Again, and this time the Ok button closes it; the form stays to try once more.
  await submit.click();
  await expect(dialog).toBeVisible();
  await ok.click();
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
});
