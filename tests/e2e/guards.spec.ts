// Browser tests of the shell's routing (spec sections 2 and 4): guards and redirects, login and
// logout, the stored session, the language switch and a screen chunk that fails to load.
import { expect, type Page, test } from '@playwright/test';
import { demoEmails } from '../support/demo-accounts.ts';
import { logIn, logInAs, submitLogin } from './support/session.ts';
import { readCatalogues } from './support/texts.ts';

/** The shell's texts and the home page's (the screen these tests land on). */
const catalogue = (locale: string) =>
  readCatalogues(`i18n/${locale}.json`, `features/home/messages/${locale}.json`);
const nl = catalogue('nl');
const en = catalogue('en');
const productTitle = 'Zorgevaluatie Nederland';

const storedKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('zorgevaluatie.')));

test('a protected route sends a visitor to the login page and back after logging in', async ({
  page,
}) => {
  await page.goto('/cms/evaluations');
  await expect(page).toHaveURL(`/cms/login?redirect=${encodeURIComponent('/cms/evaluations')}`);
  await expect(page).toHaveTitle(productTitle);
  await submitLogin(page, demoEmails.researcher);
  await expect(page).toHaveURL('/cms/evaluations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    nl['page.cmsEvaluations.title'] ?? '',
  );
  expect(await storedKeys(page)).toEqual(
    expect.arrayContaining([
      'zorgevaluatie.access_token',
      'zorgevaluatie.refresh_token',
      'zorgevaluatie.expires_at',
    ]),
  );
  await expect(page).toHaveTitle(productTitle);
});

test('wrong credentials keep the visitor on the login page with a message', async ({ page }) => {
  await logIn(page, demoEmails.admin, 'wrong-password');
  await expect(
    page.getByRole('alert').filter({ hasText: nl['login.refused'] ?? '' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/cms/login');
});

test('guest-only routes send a signed-in user to /, and a missing role to /cms', async ({
  page,
}) => {
  await logInAs(page, 'researcher');
  for (const guestOnly of ['/cms/login', '/forgot-password', '/reset-password']) {
    await page.goto(guestOnly);
    await expect(page).toHaveURL('/');
  }
  // A researcher lacks the admin role of /cms/users and the staff role of /cms/programs.
  for (const restricted of [
    '/cms/users',
    '/cms/programs',
    '/cms/centers/merge',
    '/cms/recent-verwijderd',
  ]) {
    await page.goto(restricted);
    await expect(page).toHaveURL('/cms');
  }
  // Open to any signed-in user: their own account page, headed with their name.
  const token = await page.evaluate(() => localStorage.getItem('zorgevaluatie.access_token'));
  const current = await page.request.get('/v1/users?filter[current]=true', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [self] = ((await current.json()) as { data: { id: number; name: string }[] }).data;
  expect(self).toBeDefined();
  await page.goto(`/cms/users/${self?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(self?.name ?? '');
  await page.waitForTimeout(700);
  await expect(page).toHaveURL(`/cms/users/${self?.id}`);
});

test('an editor may enter the staff areas but not the admin ones', async ({ page }) => {
  await page.goto('/cms/login?redirect=%2Fcms%2Fassociations');
  await submitLogin(page, demoEmails.editor);
  await expect(page).toHaveURL('/cms/associations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    nl['page.cmsAssociations.title'] ?? '',
  );
  await page.goto('/cms/specializations');
  await expect(page).toHaveURL('/cms');
  await page.goto('/cms/recent-verwijderd');
  await expect(page).toHaveURL('/cms');
});

test('/logout ends the session and goes home; the CMS then asks to log in again', async ({
  page,
}) => {
  await logInAs(page, 'admin');
  await page.goto('/cms/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl['page.users.title'] ?? '');
  await page.goto('/logout');
  await expect(page).toHaveURL('/');
  expect(await storedKeys(page)).not.toContain('zorgevaluatie.access_token');
  await page.goto('/cms');
  await expect(page).toHaveURL(`/cms/login?redirect=${encodeURIComponent('/cms')}`);
});

test('the session settings are in local storage after sign-in, and gone after logout', async ({
  page,
}) => {
  await logInAs(page, 'researcher');
  const token = await page.evaluate(() => localStorage.getItem('zorgevaluatie.access_token'));
  const answer = await page.request.get('/v1/session-settings', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await answer.json()) as { data: { key: string; value: string }[] };
  expect(data.map((setting) => setting.key)).toContain('upload_max_bytes');
  // Each key under the product prefix, with the value /v1 answers.
  const expected = Object.fromEntries(
    data.map(({ key, value }) => [`zorgevaluatie.session.${key}`, value]),
  );
  const storedSettings = () =>
    page.evaluate(() =>
      Object.fromEntries(
        Object.entries(localStorage).filter(([key]) => key.startsWith('zorgevaluatie.session.')),
      ),
    );
  await expect.poll(storedSettings).toEqual(expected);
  await page.goto('/logout');
  await expect(page).toHaveURL('/');
  await expect.poll(storedSettings).toEqual({});
});

test('a stored token the server no longer accepts is deleted at start', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('zorgevaluatie.access_token', 'revoked');
    localStorage.setItem('zorgevaluatie.refresh_token', 'revoked');
    localStorage.setItem('zorgevaluatie.expires_at', String(Date.now() + 3_600_000));
    localStorage.setItem('zorgevaluatie.session.upload_max_bytes', '1024');
  });
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/cms\/login\?redirect=/);
  expect(await storedKeys(page)).not.toContain('zorgevaluatie.access_token');
  expect(await storedKeys(page)).not.toContain('zorgevaluatie.session.upload_max_bytes');
});

test('the language switch loads English on demand and keeps the title', async ({ page }) => {
  const englishChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/en-[\w-]+\.js$/.test(request.url())) englishChunks.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl['home.heading'] ?? '');
  expect(englishChunks).toEqual([]);
  await page.getByRole('button', { name: nl['language.switch'] }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['home.heading'] ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The shell's English catalogue and the home feature's, each fetched once.
  expect(englishChunks).toHaveLength(2);
  expect(new Set(englishChunks).size).toBe(2);
  await expect(page).toHaveTitle(productTitle);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['home.heading'] ?? '');
  await page.getByRole('button', { name: en['language.switch'] }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('a screen whose chunk cannot be loaded shows the loading problem', async ({ page }) => {
  await page.route(/\/assets\/WhoPage-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/who');
  await expect(
    page.getByRole('alert').filter({ hasText: nl['errors.loading'] ?? '' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(productTitle);
});

test('/logout without a session asks to log in first', async ({ page }) => {
  await page.goto('/logout');
  await expect(page).toHaveURL(`/cms/login?redirect=${encodeURIComponent('/logout')}`);
});
