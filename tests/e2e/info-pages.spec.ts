// Browser tests of the informational pages (who, about, disclaimer, contact, accessibility): each
// shows its heading, breadcrumbs and section headings in Dutch, and in English after switching;
// the contact page's e-mail link; the footer's link to the accessibility statement.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

type Catalogue = Record<string, string>;
const read = (file: string): Catalogue =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../web/src', file), 'utf8'));
const catalogues = {
  nl: { ...read('i18n/nl.json'), ...read('features/info/messages/nl.json') },
  en: { ...read('i18n/en.json'), ...read('features/info/messages/en.json') },
};
type Locale = keyof typeof catalogues;
const t = (locale: Locale, key: string) => catalogues[locale][key] ?? key;

/** The headings of a page's sections: every `info.<page>.….heading` key. */
const sectionHeadings = (locale: Locale, page: string) =>
  Object.keys(catalogues.nl)
    .filter((key) => key.startsWith(`info.${page}.`) && key.endsWith('.heading'))
    .map((key) => t(locale, key));

const pages = [
  { path: '/who', name: 'who', titleKey: 'page.who.title' },
  { path: '/about', name: 'about', titleKey: 'page.about.title' },
  { path: '/disclaimer', name: 'disclaimer', titleKey: 'page.disclaimer.title' },
  { path: '/contact', name: 'contact', titleKey: 'page.contact.title' },
  { path: '/accessibility', name: 'accessibility', titleKey: 'info.accessibility.title' },
];

for (const info of pages) {
  test(`${info.path} shows its sections in Dutch and in English`, async ({ page }) => {
    await page.goto(info.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('nl', info.titleKey));
    const crumbs = page.getByRole('navigation', { name: t('nl', 'breadcrumbs.label') });
    await expect(crumbs.getByRole('link', { name: t('nl', 'nav.home') })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(crumbs).toContainText(t('nl', info.titleKey));
    for (const heading of sectionHeadings('nl', info.name)) {
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole('button', { name: t('nl', 'language.switch') }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('en', info.titleKey));
    for (const heading of sectionHeadings('en', info.name)) {
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });
}

test('the contact page gives the postal address and an e-mail link', async ({ page }) => {
  await page.goto('/contact');
  const details = page.getByRole('region', { name: t('nl', 'info.contact.details.heading') });
  await expect(details.getByTestId('contact-address')).toContainText('Utrecht');
  const mail = details.getByRole('link', { name: /@zorgevaluatie\.example$/ });
  await expect(mail).toHaveAttribute('href', /^mailto:[^@]+@zorgevaluatie\.example$/);
});

test('the footer links to the accessibility statement', async ({ page }) => {
  await page.goto('/');
  const footerMenu = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: t('nl', 'footer.menu') });
  await footerMenu.getByRole('link', { name: t('nl', 'footer.accessibility') }).click();
  await expect(page).toHaveURL('/accessibility');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('nl', 'info.accessibility.title'),
  );
});
