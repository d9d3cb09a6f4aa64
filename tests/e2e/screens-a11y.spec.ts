// Every screen of the route table in Chromium: it renders its heading under the fixed title and
// passes an axe scan (WCAG 2.1 A/AA) at 390 px and at 1366 px, for visitors, guests and a
// signed-in admin. One test per screen and width: a scan of a large screen (the inclusion monitor's
// charts, the evaluations list) takes 4-5 s, two of them under a loaded machine came near 25 s.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { publicRoutes } from './support/routes.ts';
import { type Session, signInFromHook, useSession } from './support/session.ts';

const productTitle = 'Zorgevaluatie Nederland';
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const widths = [390, 1366];

const guestScreens = ['/cms/login', '/forgot-password', '/reset-password?token=x'];
const cmsScreens = [
  '/cms',
  '/cms/hours',
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
  '/cms/site',
  '/cms/recent-verwijderd',
];

/** Opens the screen at a width and scans it there. */
async function expectAccessibleScreen(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(productTitle);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `${path} at ${width} px`).toEqual([]);
}

test.describe('public and guest screens pass axe', () => {
  for (const path of [...publicRoutes, ...guestScreens]) {
    test.describe(path, () => {
      for (const width of widths) {
        test(`at ${width} px`, async ({ page }) => {
          await expectAccessibleScreen(page, path, width);
        });
      }
    });
  }
});

test.describe('CMS screens pass axe for an admin', () => {
  /** The admin's session, fetched once per worker and put into each page's local storage. */
  let session: Session;

  test.beforeAll(async ({ playwright }, testInfo) => {
    session = await signInFromHook(playwright, testInfo, 'admin');
  });

  // The session's expiry lies ahead in the app's token storage, so no test rotates the shared
  // refresh token.
  test.beforeEach(async ({ page }) => useSession(page, session));

  for (const path of cmsScreens) {
    test.describe(path, () => {
      for (const width of widths) {
        test(`at ${width} px`, async ({ page }) => {
          await expectAccessibleScreen(page, path, width);
          expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
        });
      }
    });
  }
});
