// Not found is 404 (docs/web.md, "Prerendered HTML"): a path that is no page, or a record a visitor
// cannot see, is answered with the prerendered not-found screen and HTTP 404, also for a hostile
// address; the app starting on that document keeps showing the not-found screen.
import { expect, test } from '@playwright/test';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(readCatalogues('i18n/nl.json'));

for (const path of ['/evaluations/1%00', '/evaluations/%ZZ', '/associations/99999', '/nope'])
  test(`${path} answers the not-found screen as HTML with 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    const heading = page.getByRole('heading', { level: 1, name: text('notFound.title') });
    // The app has taken the page over (the prerendered picture is inert) and still shows it.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(heading).toBeVisible();
    await expect(
      page.getByRole('link', { name: text('notFound.home'), exact: true }),
    ).toHaveAttribute('href', '/');
  });

test('a known page answers 200', async ({ page }) => {
  const response = await page.goto('/who');
  expect(response?.status()).toBe(200);
});
