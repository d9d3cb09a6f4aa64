// Browser tests of the layouts (issue 5): the public and CMS menus at 800, 1200 and 1600 px, the
// user menu, the footer, the condensing top bar, the page-not-found screen, axe scans, and the
// header at 360/390 px (nothing overlaps, no horizontal scroll).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolationsOnPage, v1 } from './support/cms.ts';
import { logInAs } from './support/session.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const dutch = textsOf(readCatalogues('i18n/nl.json'));
const t = (key: string) => dutch(key);
const bugReportNl = readCatalogues('features/bug-report/messages/nl.json');

const widths = { narrow: 800, medium: 1200, wide: 1600 } as const;

const publicMenuLabels = [
  'nav.home',
  'nav.who',
  'nav.about',
  'nav.trialBureau',
  'nav.evaluations',
  'nav.associations',
  'nav.programs',
  'nav.inclusionMonitor',
].map(t);

const cmsLabelsForAdmin = [
  'nav.dashboard',
  'nav.associations',
  'nav.programs',
  'nav.trialBureau',
  'nav.specializations',
  'nav.centers',
  'nav.users',
  'nav.evaluations',
  'nav.bugReports',
  'nav.siteContent',
  'nav.recentlyDeleted',
].map(t);

const setWidth = (page: Page, width: number) => page.setViewportSize({ width, height: 900 });
const publicMenu = (page: Page) => page.getByRole('navigation', { name: t('layout.publicMenu') });
const cmsMenu = (page: Page) => page.getByRole('navigation', { name: t('layout.cmsMenu') });
const searchField = (page: Page) => page.getByRole('banner').getByRole('combobox');
/** The menu's links, exactly these and in this order (waits for the menu to render). */
const expectLinks = (menu: Locator, labels: string[]) =>
  expect(menu.getByRole('link')).toHaveText(labels);

test.describe('public layout', () => {
  test('at 800 px the menu sits behind a keyboard-operable menu button; no search', async ({
    page,
  }) => {
    await setWidth(page, widths.narrow);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(publicMenu(page)).toHaveCount(0);
    await expect(searchField(page)).toHaveCount(0);

    const menuButton = page.getByRole('button', { name: t('layout.menuButton') });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(publicMenu(page)).toBeVisible();
    await expectLinks(publicMenu(page), publicMenuLabels);
    await expect(publicMenu(page).getByRole('link', { name: t('nav.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Tab reaches the first item; choosing one navigates and closes the menu.
    await page.keyboard.press('Tab');
    await expect(publicMenu(page).getByRole('link', { name: t('nav.home') })).toBeFocused();
    await publicMenu(page)
      .getByRole('link', { name: t('nav.who') })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/who');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.press('Space');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await menuButton.press('Space');
    await expect(publicMenu(page)).toHaveCount(0);

    // Escape closes the open panel from one of its links and returns the focus to the button.
    await menuButton.press('Enter');
    await page.keyboard.press('Tab');
    await expect(publicMenu(page).getByRole('link', { name: t('nav.home') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(publicMenu(page)).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  });

  for (const width of [widths.medium, widths.wide]) {
    test(`at ${width} px all eight menu items are visible, and the search field`, async ({
      page,
    }) => {
      await setWidth(page, width);
      await page.goto('/evaluations');
      await expect(page.getByRole('button', { name: t('layout.menuButton') })).toHaveCount(0);
      const menu = publicMenu(page);
      await expectLinks(menu, publicMenuLabels);
      for (const label of publicMenuLabels) {
        await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: t('nav.evaluations') })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(searchField(page)).toBeVisible();
    });
  }

  test('the footer links contact, disclaimer, about and the privacy PDF in a new tab', async ({
    page,
    request,
  }) => {
    // The privacy statement and the sponsors are the site's content (issue 27).
    const { data: site } = await v1<{
      data: { privacy_statement_href: string; sponsors: { name: string }[] };
    }>(request, 'site-content');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const footerMenu = footer.getByRole('navigation', { name: t('footer.menu') });
    await expect(footerMenu.getByRole('link', { name: t('footer.contact') })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(footerMenu.getByRole('link', { name: t('footer.disclaimer') })).toHaveAttribute(
      'href',
      '/disclaimer',
    );
    await expect(footerMenu.getByRole('link', { name: t('footer.about') })).toHaveAttribute(
      'href',
      '/about',
    );
    const privacy = footerMenu.getByRole('link', {
      name: `${t('footer.privacy')} ${t('footer.pdfNewWindow')}`,
    });
    await expect(privacy).toHaveAttribute('href', site.privacy_statement_href);
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(footer).toContainText(t('footer.sponsors'));
    const logos = footer.getByRole('img');
    await expect(logos).toHaveCount(site.sponsors.length);
    for (const [index, logo] of (await logos.all()).entries()) {
      await expect(logo).toHaveAttribute('alt', site.sponsors[index]?.name ?? '');
      // The logo loads after the page: wait for it rather than read it once.
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }

    await footerMenu.getByRole('link', { name: t('footer.contact') }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('the top bar condenses past 400 px of scrolling and expands above 280 px', async ({
    page,
  }) => {
    await setWidth(page, widths.wide);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Make the page long enough to scroll well past the thresholds.
    await page.locator('#main').evaluate((main: HTMLElement) => {
      main.style.minHeight = '4000px';
    });
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-condensed', 'false');
    const fullHeight = (await header.boundingBox())?.height ?? 0;

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-condensed', 'true');
    await expect(header).toBeInViewport();
    await expect
      .poll(async () => (await header.boundingBox())?.height ?? 0)
      .toBeLessThan(fullHeight);

    // Between the thresholds the state stays.
    await page.evaluate(() => window.scrollTo(0, 320));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-condensed', 'true');

    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).toHaveAttribute('data-condensed', 'false');
  });

  test('an unknown path shows the page-not-found screen with links home and to contact', async ({
    page,
  }) => {
    await page.goto('/does-not-exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
    const main = page.getByRole('main');
    await expect(main).toContainText('De door jouw opgevraagde pagina is niet gevonden.');
    await expect(main).toContainText(t('notFound.checkUrl'));
    await expect(main.getByRole('link', { name: t('notFound.contact') })).toHaveAttribute(
      'href',
      '/contact',
    );
    const home = main.getByRole('link', { name: t('notFound.home') });
    await expect(home).toHaveAttribute('href', '/');
    const crumbs = page.getByRole('navigation', { name: t('breadcrumbs.label') });
    await expect(crumbs.getByRole('listitem')).toHaveCount(2);
    await expect(crumbs.getByRole('link', { name: t('nav.home') })).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
  });

  for (const width of [widths.narrow, widths.wide]) {
    test(`the public home at ${width} px has no WCAG 2.1 A/AA violations`, async ({ page }) => {
      await setWidth(page, width);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolationsOnPage(page);
      if (width === widths.narrow) {
        await page.getByRole('button', { name: t('layout.menuButton') }).click();
        await expect(publicMenu(page)).toBeVisible();
        await expectNoAxeViolationsOnPage(page);
      }
    });
  }

  test('at 360 and 390 px the site name, language switch and menu button do not overlap', async ({
    page,
  }) => {
    const parts = {
      siteName: page.getByRole('link', { name: t('layout.homeLink') }),
      languageSwitch: page.getByRole('button', { name: t('language.switch') }),
      menuButton: page.getByRole('button', { name: t('layout.menuButton') }),
    };
    for (const width of [360, 390]) {
      await setWidth(page, width);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const boxes = await Promise.all(
        Object.entries(parts).map(async ([name, locator]) => {
          await expect(locator, `${name} at ${width} px`).toBeVisible();
          const box = await locator.boundingBox();
          if (!box) throw new Error(`${name} has no box at ${width} px`);
          return { name, ...box };
        }),
      );
      for (const a of boxes) {
        expect(a.x, `${a.name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
        expect(a.x + a.width, `${a.name} ends inside ${width} px`).toBeLessThanOrEqual(width);
        for (const b of boxes.filter((other) => other.name > a.name)) {
          const apart =
            a.x + a.width <= b.x ||
            b.x + b.width <= a.x ||
            a.y + a.height <= b.y ||
            b.y + b.height <= a.y;
          expect(apart, `${a.name} and ${b.name} overlap at ${width} px`).toBe(true);
        }
      }
      const scroll = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(scroll.content, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(
        scroll.viewport,
      );
    }
  });
});

test.describe('CMS layout', () => {
  test('at 800 px the admin menu sits behind a menu button', async ({ page }) => {
    await setWidth(page, widths.narrow);
    await logInAs(page, 'admin');
    await expect(cmsMenu(page)).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: t('layout.menuButton') });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expectLinks(cmsMenu(page), cmsLabelsForAdmin);
    await cmsMenu(page)
      .getByRole('link', { name: t('nav.users') })
      .click();
    await expect(page).toHaveURL('/cms/users');
    await expect(cmsMenu(page)).toHaveCount(0);
  });

  test('at 1200 px the admin menu is minimised to icons and can be expanded', async ({ page }) => {
    await setWidth(page, widths.medium);
    await logInAs(page, 'admin');
    const menu = cmsMenu(page);
    // The admin's nine screens of the spec, "Site-inhoud" and "Recent verwijderd".
    await expect(menu.getByRole('link')).toHaveCount(11);
    const users = menu.getByRole('link', { name: t('nav.users') });
    await expect(users).toBeVisible();
    await expect(users).toHaveAttribute('title', t('nav.users'));
    await expect(users.getByText(t('nav.users'))).not.toBeInViewport();
    const sidebarWidth = (await page.locator('aside').boundingBox())?.width ?? 0;
    expect(sidebarWidth).toBeLessThan(120);

    const expand = page.getByRole('button', { name: t('layout.cmsMenuExpand') });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.click();
    await expect(page.getByRole('button', { name: t('layout.cmsMenuCollapse') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(users).toHaveText(t('nav.users'));
    await expect(users.getByText(t('nav.users'))).toBeVisible();
  });

  test('at 1600 px the admin sees the full menu; the user menu leads to the account', async ({
    page,
  }) => {
    await setWidth(page, widths.wide);
    await logInAs(page, 'admin');
    const menu = cmsMenu(page);
    await expectLinks(menu, cmsLabelsForAdmin);
    for (const label of cmsLabelsForAdmin) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: t('nav.dashboard') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: t('layout.backToSite') })).toHaveAttribute(
      'href',
      '/',
    );

    const userMenu = page.getByRole('button', { name: /^Welkom, / });
    await expect(userMenu).toBeVisible();
    await userMenu.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText([
      t('userMenu.account'),
      bugReportNl['bugReport.menu.entry'] ?? 'Bug melden',
      t('userMenu.logout'),
    ]);
    await expect(items.first()).toHaveAttribute('href', /^\/cms\/users\/[^/]+$/);
    await expect(items.last()).toHaveAttribute('href', '/logout');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cms\/users\/[^/]+$/);
  });

  test('an editor sees no Gebruikers and no admin items', async ({ page }) => {
    await setWidth(page, widths.wide);
    await logInAs(page, 'editor');
    await expectLinks(
      cmsMenu(page),
      ['nav.dashboard', 'nav.associations', 'nav.programs', 'nav.evaluations'].map(t),
    );
    await expect(cmsMenu(page).getByRole('link', { name: t('nav.users') })).toHaveCount(0);
  });

  test('signing out through the user menu returns to the public site', async ({ page }) => {
    await setWidth(page, widths.wide);
    await logInAs(page, 'admin');
    await page.getByRole('button', { name: /^Welkom, / }).click();
    await page.getByRole('menuitem', { name: t('userMenu.logout') }).click();
    await expect(page).toHaveURL('/');
    await expect(publicMenu(page)).toBeVisible();
  });

  test('the CMS dashboard has no WCAG 2.1 A/AA violations', async ({ page }) => {
    await setWidth(page, widths.wide);
    await logInAs(page, 'admin');
    await expectNoAxeViolationsOnPage(page);
    await page.getByRole('button', { name: /^Welkom, / }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolationsOnPage(page);
  });
});
