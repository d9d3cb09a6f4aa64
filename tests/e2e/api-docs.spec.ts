// The /v1 reference page renders in a real browser, offline and under the gateway's CSP.
import { expect, test } from '@playwright/test';

test('the API reference lists the /v1 operations without loading anything from elsewhere', async ({
  page,
}) => {
  const foreign: string[] = [];
  const blocked: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') blocked.push(message.text());
  });

  // Deep link to a tag: Swagger UI renders sections as they scroll into view.
  await page.goto('/v1/docs/#/evaluations');

  await expect(page.getByRole('heading', { name: /Zorgevaluatie Nederland \/v1/ })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^GET \/v1\/evaluations List evaluations/ }),
  ).toBeVisible();
  expect(foreign).toEqual([]);
  expect(blocked.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});
