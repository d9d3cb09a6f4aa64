// Browser tests of "Site-inhoud" (/cms/site, issue 27): an admin edits the disclaimer's Dutch text
// and a sponsor (its name, and its place with the keyboard), saves, and the public page and the
// footer show it; the privacy statement becomes an uploaded PDF; a wrong phone number is refused
// on its field; axe on the tabs at 390 and 1366 px; an editor cannot open the screen. What a test
// changes is put back through /v1 afterwards.
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, v1 } from './support/cms.ts';
import {
  bearer,
  inRequestContext,
  type Session,
  signInFromHook,
  useSession,
} from './support/session.ts';
import { escapeRegExp, readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'components/form/messages/nl.json',
    'components/cms/relations/messages/nl.json',
    'features/site-content/messages/nl.json',
  ),
);
const t = (key: string, values?: Record<string, string>) => text(`siteContent.${key}`, values);
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
const tab = (page: Page, id: string) =>
  page.getByRole('tab', { name: t(`tab.${id}`), exact: true });

interface Sponsor {
  id: number;
  name: string;
  url: string | null;
  logo_id: number | null;
}
interface SiteDetails {
  phone: string | null;
  privacy_statement_url: string | null;
  privacy_statement_file_id: number | null;
  privacy_statement_href: string;
  sponsors: Sponsor[];
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let admin: Session;
let original: { details: SiteDetails; disclaimer: { body_nl: string } };

test.beforeAll(async ({ playwright }, testInfo) => {
  admin = await signInFromHook(playwright, testInfo, 'admin');
  original = await inRequestContext(playwright, testInfo, async (request) => ({
    details: (await v1<{ data: SiteDetails }>(request, 'site-content')).data,
    disclaimer: (await v1<{ data: { body_nl: string } }>(request, 'site-content/pages/disclaimer'))
      .data,
  }));
});

test.afterAll(async ({ playwright }, testInfo) => {
  await inRequestContext(playwright, testInfo, async (request) => {
    const { details } = original;
    const put = (url: string, data: object) =>
      request.patch(`/v1/${url}`, { headers: bearer(admin), data });
    await put('site-content/pages/disclaimer', { body_nl: original.disclaimer.body_nl });
    await put('site-content', {
      phone: details.phone,
      privacy_statement_url: details.privacy_statement_url,
      privacy_statement_file_id: details.privacy_statement_file_id,
      sponsors: details.sponsors.map(({ id, name, url, logo_id }) => ({ id, name, url, logo_id })),
    });
  });
});

async function save(page: Page) {
  await page.getByRole('button', { name: t('save'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t('saved') })).toBeVisible();
}

test.describe('an admin', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.beforeEach(async ({ page }) => useSession(page, admin));

  test('edits the disclaimer and a sponsor, saves, and the public page and footer show it', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const [first, second] = original.details.sponsors;
    if (!first || !second) throw new Error('the demo has two sponsors');
    const sentence = `Een zin uit de browsertest ${Date.now()}.`;
    const renamed = `${first.name} (test)`;

    await page.goto('/cms/site');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('nav.siteContent'));
    await tab(page, 'DISCLAIMER').click();
    await expect(page).toHaveURL(/tab=DISCLAIMER/);
    const body = page.getByRole('textbox', { name: t('page.bodyNl') });
    await body.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(sentence);

    await tab(page, 'sponsors').click();
    const firstSponsor = page.getByRole('group', {
      name: `${t('sponsors.item', { position: '1' })}: ${first.name}`,
    });
    await field(page, t('sponsors.name')).first().fill(renamed);
    // Down with the keyboard: the button keeps the focus, the new place is announced.
    const down = page.getByRole('button', {
      name: t('sponsors.moveLabel', { name: renamed, direction: t('sponsors.down') }),
    });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(t('sponsors.moved', { name: renamed, position: '2', count: '2' })),
    ).toBeAttached();
    await expect(
      page.getByRole('button', {
        name: t('sponsors.moveLabel', { name: renamed, direction: t('sponsors.up') }),
      }),
    ).toBeFocused();
    await expect(firstSponsor).toHaveCount(0);
    await save(page);

    const stored = await v1<{ data: { body_nl: string } }>(
      request,
      'site-content/pages/disclaimer',
    );
    expect(stored.data.body_nl).toContain(sentence);
    const site = await v1<{ data: SiteDetails }>(request, 'site-content');
    expect(site.data.sponsors.map((sponsor) => sponsor.name)).toEqual([second.name, renamed]);

    // The public page and every page's footer, as a visitor gets them (in the HTML, then the app).
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      serviceWorkers: 'block',
    });
    const visitor = await context.newPage();
    await visitor.goto('/disclaimer');
    await expect(visitor.getByRole('main')).toContainText(sentence);
    const logos = visitor.getByRole('contentinfo').getByRole('img');
    await expect(logos).toHaveCount(2);
    await expect(logos.nth(0)).toHaveAttribute('alt', second.name);
    await expect(logos.nth(1)).toHaveAttribute('alt', renamed);
    await context.close();
  });

  test('makes the privacy statement an uploaded PDF; a wrong phone number is refused on its field', async ({
    page,
    request,
  }) => {
    await page.goto('/cms/site?tab=privacy');
    await page.getByRole('radio', { name: t('privacy.file') }).check();
    const upload = page.waitForResponse(
      (response) => response.url().includes('/v1/files') && response.request().method() === 'POST',
    );
    await page
      .getByLabel(t('field.privacyStatementFile'), { exact: true })
      .setInputFiles({ name: 'privacyverklaring.pdf', mimeType: 'application/pdf', buffer: pdf });
    expect((await upload).ok()).toBe(true);
    await tab(page, 'details').click();
    const phone = field(page, t('field.phone'));
    await phone.fill('bel ons');
    await page.getByRole('button', { name: t('save'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t('invalid') })).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('030 765 43 21');
    await save(page);

    const { data } = await v1<{ data: SiteDetails }>(request, 'site-content');
    expect(data.privacy_statement_url).toBeNull();
    expect(data.privacy_statement_href).toMatch(/^\/v1\/files\/\d+$/);
    expect(data.phone).toBe('030 765 43 21');
    await page.goto('/');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: new RegExp(text('footer.privacy')) }),
    ).toHaveAttribute('href', data.privacy_statement_href);
  });

  for (const width of [390, 1366])
    test(`finds no axe violations on a page tab, the details and the sponsors at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const id of ['WHO', 'details', 'privacy', 'sponsors']) {
        await page.goto(`/cms/site?tab=${id}`);
        await expect(tab(page, id)).toHaveAttribute('aria-selected', 'true');
        if (id === 'WHO')
          await expect(page.getByRole('textbox', { name: t('page.bodyNl') })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });

  test('moves through the tabs with the arrow keys', async ({ page }) => {
    await page.goto('/cms/site');
    await tab(page, 'WHO').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'ABOUT')).toBeFocused();
    await expect(tab(page, 'ABOUT')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab(page, 'sponsors')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=sponsors/);
  });
});

test.describe('an editor', () => {
  let editor: Session;
  test.beforeAll(async ({ playwright }, testInfo) => {
    editor = await signInFromHook(playwright, testInfo, 'editor');
  });

  test('cannot open the screen: lands on /cms, and the menu does not offer it', async ({
    page,
  }) => {
    await useSession(page, editor);
    await page.goto('/cms/site');
    await expect(page).toHaveURL('/cms');
    await expect(page.getByRole('link', { name: text('nav.siteContent') })).toHaveCount(0);
  });
});
