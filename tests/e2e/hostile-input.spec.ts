// The XSS corpus (tests/support/xss-corpus.ts) saved through /v1 as staff into every rich-text and
// plain-text field a screen renders, then shown in Chromium: the public evaluation detail, list
// and home page; an association's page with its posts and events; the CMS lists and editors
// (TipTap included). Nothing may run (tests/e2e/support/xss-watch.ts). javascript: and data:
// links are refused on write (422).
import { type APIRequestContext, expect, test } from '@playwright/test';
import { xssPayloads, xssRichText, xssShort, xssUrls } from '../support/xss-corpus.ts';
import { bearer, type Session, signInAs, useSession } from './support/session.ts';
import { watchForXss } from './support/xss-watch.ts';

const stamp = `${Date.now()}`;
const label = `XSS-e2e ${stamp}`;

async function send(
  api: APIRequestContext,
  session: Session,
  method: 'post' | 'patch',
  url: string,
  data: Record<string, unknown>,
): Promise<{ status: number; id: number | undefined }> {
  const response = await api[method](`/v1/${url}`, { headers: bearer(session), data });
  const body = (await response.json().catch(() => ({}))) as { data?: { id?: number } };
  return { status: response.status(), id: body.data?.id };
}

async function created(
  api: APIRequestContext,
  session: Session,
  url: string,
  data: Record<string, unknown>,
): Promise<number> {
  const { status, id } = await send(api, session, 'post', url, data);
  expect(status, `${url} ${JSON.stringify(data).slice(0, 200)}`).toBe(201);
  return id ?? 0;
}

/** A small text file uploaded for documents to point at. */
async function uploadedText(api: APIRequestContext, session: Session): Promise<number> {
  const response = await api.post('/v1/files', {
    headers: bearer(session),
    multipart: {
      file: { name: 'bijlage.txt', mimeType: 'text/plain', buffer: Buffer.from('Bijlage.\n') },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

interface Hostile {
  evaluationId: number;
  evaluationSlug: string;
  associationId: number;
}

const yesterday = new Date(Date.now() - 86_400_000).toISOString();

/** An evaluation and an association whose every rendered text field carries the corpus. */
async function storeCorpus(api: APIRequestContext, admin: Session): Promise<Hostile> {
  const evaluationSlug = `xss-e2e-${stamp}`;
  const evaluationId = await created(api, admin, 'evaluations', {
    title: `${label} ${xssShort}`,
    slug: evaluationSlug,
    status: 'published',
    study_title: xssShort,
    description: xssRichText,
    description_short: xssShort,
    study_design: xssRichText,
    contact_info: xssRichText,
    analysis: xssRichText,
    current_medical_guideline: xssRichText,
    research_agency: xssShort,
    resource_agency: xssShort,
    sponsor: xssShort,
    trial_register: 'javascript:alert(1)',
    tags: [xssShort.slice(0, 60)],
  });
  const parts = `evaluations/${evaluationId}/relationships`;
  for (const type of ['objective', 'population', 'intervention', 'background'])
    await created(api, admin, `${parts}/applicables`, {
      type,
      status: 'applicable',
      content: xssRichText,
    });
  await created(api, admin, `${parts}/measures`, { title: xssShort, description: xssRichText });
  await created(api, admin, `${parts}/criteria`, { type: 'inclusion', content: xssShort });
  await created(api, admin, `${parts}/participants`, {
    type: 'RCT',
    amount: 10,
    description: xssShort,
  });
  await created(api, admin, `${parts}/links`, { title: xssShort, url: 'https://example.org' });
  await created(api, admin, `${parts}/posts`, {
    title: xssShort,
    content: xssRichText,
    publish_at: yesterday,
  });
  // A person whose name is a payload (names are free text), shown on the evaluation's people.
  const userId = await created(api, admin, 'users', {
    email: `xss-${stamp}@example.org`,
    name: xssShort,
  });
  await created(api, admin, `${parts}/people`, { user_id: userId, contact_function: 'other' });
  const fileId = await uploadedText(api, admin);
  await created(api, admin, `${parts}/documents`, {
    type: 'general',
    title: xssShort,
    is_public: true,
    file_id: fileId,
  });

  const associationId = await created(api, admin, 'associations', {
    title: `${label} ${xssShort}`,
    abbreviation: 'XSS',
    description: xssRichText,
    about: xssRichText,
    contact: xssRichText,
    url: 'https://example.org',
  });
  const owner = `associations/${associationId}/relationships`;
  await created(api, admin, `${owner}/posts`, {
    title: xssShort,
    content: xssRichText,
    publish_at: yesterday,
  });
  await created(api, admin, `${owner}/documents`, {
    type: 'posters',
    title: xssShort,
    is_public: true,
    file_id: fileId,
  });
  await created(api, admin, `${owner}/events`, {
    title: xssShort,
    content: xssRichText,
    date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    room: xssShort,
  });

  // Links: javascript:, data: and vbscript: are refused on write, wherever a link is stored.
  for (const url of xssUrls) {
    const writes = [
      send(api, admin, 'patch', `associations/${associationId}`, { url }),
      send(api, admin, 'patch', `evaluations/${evaluationId}`, { instruction_video_url: url }),
      send(api, admin, 'post', `${parts}/links`, { title: 'link', url }),
      send(api, admin, 'post', `${owner}/events`, { title: 'e', date: '2030-01-01', url }),
    ];
    for (const { status } of await Promise.all(writes)) expect(status, url).toBe(422);
  }
  return { evaluationId, evaluationSlug, associationId };
}

test.describe('stored XSS payloads', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  let admin: Session;
  let hostile: Hostile;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    admin = await signInAs(api, 'admin');
    hostile = await storeCorpus(api, admin);
    // Stored sanitised: the rich text kept its harmless text but none of the live markup.
    const stored = await api.get(`/v1/evaluations/${hostile.evaluationId}`, {
      headers: bearer(admin),
    });
    const { data } = (await stored.json()) as { data: { description: string } };
    expect(data.description).toContain('hover');
    expect(data.description).not.toMatch(/<script|onerror|onload|javascript:|srcdoc|<iframe/i);
    await api.dispose();
  });

  test('run nowhere on the public evaluation pages and the home page', async ({ page }) => {
    const watch = await watchForXss(page);
    await page.goto(`/evaluations/${hostile.evaluationSlug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
    // The payloads are shown as text where they are text: the short one appears literally.
    await expect(page.getByText(xssShort).first()).toBeVisible();
    await page.getByText('hover').first().hover();
    await watch.expectNothingRan('evaluation detail');

    await page.goto(`/evaluations?q=${encodeURIComponent(label)}`);
    await expect(page.getByText(label).first()).toBeVisible();
    await watch.expectNothingRan('evaluation list');

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await watch.expectNothingRan('home');
  });

  test('run nowhere on the public association pages with their posts and events', async ({
    page,
  }) => {
    const watch = await watchForXss(page);
    await page.goto(`/associations/${hostile.associationId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
    await expect(page.getByText('hover').first()).toBeVisible();
    await watch.expectNothingRan('association detail');

    await page.goto('/associations');
    await expect(page.getByText(label).first()).toBeVisible();
    await watch.expectNothingRan('association list');
  });

  test('run nowhere in the CMS lists and editors, TipTap included', async ({ page }) => {
    await useSession(page, admin);
    const watch = await watchForXss(page);
    await page.goto(`/cms/evaluations/${hostile.evaluationId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
    await page.getByRole('tab', { name: 'Teksten' }).click();
    const editor = page.locator('.ProseMirror').first();
    await expect(editor).toContainText('hover');
    await watch.expectNothingRan('evaluation editor, texts');
    await page.getByRole('tab', { name: 'Onderzoek' }).click();
    await watch.expectNothingRan('evaluation editor, study');
    const parts = ['Secties', 'Criteria', 'Deelnemers', 'Uitkomstmaten', 'Documenten', 'Links'];
    for (const name of [...parts, 'Nieuws', 'Personen']) {
      const tab = page.getByRole('tab', { name, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      // The tab's list shows the payload-named part (a short payload, shown as text).
      await expect(
        page
          .getByRole('tabpanel')
          .getByText(/window\.__xss=9/)
          .first(),
      ).toBeVisible();
      await watch.expectNothingRan(`evaluation editor, ${name}`);
    }

    await page.goto(`/cms/associations/${hostile.associationId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
    await page.getByRole('tab', { name: 'Teksten' }).click();
    await expect(page.locator('.ProseMirror').first()).toContainText('hover');
    await watch.expectNothingRan('association editor, texts');
    for (const name of ['Berichten', 'Agenda']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByText(xssShort).first()).toBeVisible();
      await watch.expectNothingRan(`association editor, ${name}`);
    }

    await page.goto('/cms/evaluations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/cms/associations');
    await expect(page.getByText(label).first()).toBeVisible();
    await watch.expectNothingRan('CMS lists');
    expect(xssPayloads.length).toBeGreaterThanOrEqual(15);
  });
});
