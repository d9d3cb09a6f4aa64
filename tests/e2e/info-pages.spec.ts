// Browser tests of the informational pages (who, about, disclaimer, contact, accessibility): each
// shows its heading, breadcrumbs and the section headings of its content (the site's content,
// issue 27, read from /v1) in Dutch, and in English after switching; the contact page's details;
// the footer's link to the accessibility statement.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { v1 } from './support/cms.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const catalogues = {
  nl: textsOf(readCatalogues('i18n/nl.json', 'features/info/messages/nl.json')),
  en: textsOf(readCatalogues('i18n/en.json', 'features/info/messages/en.json')),
};
type Locale = keyof typeof catalogues;
const t = (locale: Locale, key: string) => catalogues[locale](key);

interface SitePage {
  intro_nl: string;
  intro_en: string;
  body_nl: string;
  body_en: string;
}

/** The headings of a page's text (its h2 and h3), as a reader sees them. */
const headingsOf = (html: string) =>
  [...html.matchAll(/<h[23]>(.*?)<\/h[23]>/g)].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'),
  );

const pages = [
  { path: '/who', key: 'who', titleKey: 'page.who.title' },
  { path: '/about', key: 'about', titleKey: 'page.about.title' },
  { path: '/disclaimer', key: 'disclaimer', titleKey: 'page.disclaimer.title' },
  { path: '/contact', key: 'contact', titleKey: 'page.contact.title' },
  { path: '/accessibility', key: 'accessibility', titleKey: 'info.accessibility.title' },
];

for (const info of pages) {
  test(`${info.path} shows its sections in Dutch and in English`, async ({ page, request }) => {
    const { data: content } = await v1<{ data: SitePage }>(
      request,
      `site-content/pages/${info.key}`,
    );
    await page.goto(info.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('nl', info.titleKey));
    await expect(main).toContainText(content.intro_nl);
    const crumbs = page.getByRole('navigation', { name: t('nl', 'breadcrumbs.label') });
    await expect(crumbs.getByRole('link', { name: t('nl', 'nav.home') })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(crumbs).toContainText(t('nl', info.titleKey));
    const dutchHeadings = headingsOf(content.body_nl);
    expect(dutchHeadings.length).toBeGreaterThanOrEqual(4);
    for (const heading of dutchHeadings) {
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole('button', { name: t('nl', 'language.switch') }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t('en', info.titleKey));
    await expect(main).toContainText(content.intro_en);
    for (const heading of headingsOf(content.body_en)) {
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });
}

test('the contact page gives the postal address, e-mail and phone, marked as example content', async ({
  page,
  request,
}) => {
  const { data: site } = await v1<{ data: { city: string; email: string; phone: string } }>(
    request,
    'site-content',
  );
  await page.goto('/contact');
  const details = page.getByRole('region', { name: t('nl', 'info.contact.details.heading') });
  await expect(details.getByTestId('contact-address')).toContainText(site.city);
  await expect(details.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(details.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  await expect(details).toContainText(t('nl', 'info.contact.details.example'));
});

test('a link in a page to another page of the site opens it within the app', async ({ page }) => {
  await page.goto('/who');
  await page
    .getByRole('main')
    .getByRole('link')
    .and(page.locator('[href="/about"]'))
    .first()
    .click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('nl', 'page.about.title'));
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
