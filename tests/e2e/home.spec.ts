// Browser tests of the home page: title, language, axe scan, client-route fallback, keyboard use.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

type Catalogue = Record<string, string>;

const readCatalogue = (locale: string): Catalogue =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../web/src/i18n/${locale}.json`), 'utf8'),
  ) as Catalogue;

const nl = readCatalogue('nl');
const en = readCatalogue('en');
const productTitle = 'Zorgevaluatie Nederland';
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

async function expectVisibleFocusRing(page: Page): Promise<void> {
  const outline = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return null;
    const style = getComputedStyle(focused);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline?.style).not.toBe('none');
  expect(outline?.width ?? 0).toBeGreaterThanOrEqual(2);
}

test('home page has the fixed title, Dutch language and a visible h1', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(productTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveText(nl['home.heading'] ?? '');
  await expect(page.getByRole('banner')).toContainText(productTitle);
  await expect(page.getByRole('main')).toContainText(nl['home.intro'] ?? '');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('home page has no WCAG 2.1 A/AA violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a client route still serves the app (index.html fallback)', async ({ page }) => {
  const response = await page.goto('/some/unknown/path');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(productTitle);
  await expect(page.getByRole('banner')).toContainText(productTitle);
});

test('the page is keyboard-usable with a visible focus indicator', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first Tab reaches the skip link, which becomes visible.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: nl['app.skipToContent'] });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await expectVisibleFocusRing(page);

  // The next Tab reaches the header (the product title's home link comes first).
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
  await expectVisibleFocusRing(page);

  // Activating the skip link moves focus to the main content.
  await page.keyboard.press('Shift+Tab');
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('English is loaded on demand; the title and focus stay put', async ({ page }) => {
  await page.goto('/');
  const languageSwitch = page.getByRole('button', { name: nl['language.switch'] });
  const chunk = page.waitForResponse((response) => /\/assets\/en-[\w-]+\.js$/.test(response.url()));
  await languageSwitch.focus();
  await page.keyboard.press('Enter');
  expect((await chunk).status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['home.heading'] ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(productTitle);
  await expect(page.getByRole('button', { name: en['language.switch'] })).toBeFocused();
  await expectNoAxeViolations(page);
});
