// Every screen of the route table in Chromium: it renders its heading under the fixed title and
// passes an axe scan (WCAG 2.1 A/AA), for visitors, guests and a signed-in admin.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const productTitle = 'Zorgevaluatie Nederland';
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const publicScreens = [
  '/',
  '/who',
  '/about',
  '/inclusie-monitor',
  '/disclaimer',
  '/contact',
  '/associations',
  '/associations/1',
  '/evaluations',
  '/evaluations/1',
  '/programs',
  '/programs/1',
  '/trialbureaus/1',
  '/no-such-page',
];
const guestScreens = ['/cms/login', '/forgot-password', '/reset-password?token=x'];
const cmsScreens = [
  '/cms',
  '/cms/users',
  '/cms/users/1',
  '/cms/associations',
  '/cms/associations/1',
  '/cms/programs',
  '/cms/programs/1',
  '/cms/trialbureaus',
  '/cms/trialbureaus/1',
  '/cms/centers',
  '/cms/centers/merge',
  '/cms/evaluations',
  '/cms/evaluations/1',
  '/cms/specializations',
];

async function expectAccessibleScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(productTitle);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, path).toEqual([]);
}

test('every public and guest screen renders and passes axe', async ({ page }) => {
  for (const path of [...publicScreens, ...guestScreens]) await expectAccessibleScreen(page, path);
});

test('every CMS screen renders for an admin and passes axe', async ({ page }) => {
  await page.goto('/cms/login');
  await page.getByLabel('E-mailadres').fill('admin@example.org');
  await page.getByLabel('Wachtwoord').fill('Zorg-Demo-2026');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL('/cms');
  for (const path of cmsScreens) {
    await expectAccessibleScreen(page, path);
    expect(new URL(page.url()).pathname, path).toBe(path);
  }
});
