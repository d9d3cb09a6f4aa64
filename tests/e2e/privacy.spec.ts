// Privacy of the public site in a real browser: browsing every public page sends no request to
// another host, sets no cookie and leaves no identifier in local or session storage, and each page
// view the app reports carries the path alone; an evaluation's Vimeo video is requested only when
// the visitor presses play (Vimeo is intercepted and answered locally: the machine is offline).
import { expect, type Request, test } from '@playwright/test';
import { publicRoutes } from './support/routes.ts';
import { readCatalogues, textsOf } from './support/texts.ts';

const text = textsOf(readCatalogues('features/evaluations/messages/nl.json'));

/** The page-view reports of the app: the gateway's own analytics sink. */
const isPageView = (request: Request) =>
  new URL(request.url()).pathname === '/v1/page-views' && request.method() === 'POST';

test('browsing the public pages: no third-party request, no cookie, no identifier stored', async ({
  page,
  context,
  baseURL,
}) => {
  // One visitor's whole walk through the public site (what it stores adds up across pages): about
  // 18 s with Vitest running beside the browser tests, so twice Playwright's 30 s default.
  test.setTimeout(60_000);
  const ownHost = new URL(baseURL ?? '').host;
  const thirdParty: string[] = [];
  const pageViews: unknown[] = [];
  const answers: Promise<number | undefined>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.host !== ownHost) {
      thirdParty.push(request.url());
    }
    if (isPageView(request)) {
      pageViews.push(request.postDataJSON());
      answers.push(request.response().then((response) => response?.status()));
    }
  });

  const shown: string[] = [];
  for (const route of publicRoutes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The path the visitor ends up on (/trialbureaus opens the first trial bureau).
    shown.push(new URL(page.url()).pathname);
  }

  expect(thirdParty).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  // Only React Router's scroll positions (per history entry, for Back), which name no one.
  expect(stored).toEqual({ local: [], session: ['react-router-scroll-positions'] });
  // One report per page shown, with its path (and at most the referring site) and nothing else.
  for (const view of pageViews) {
    expect(Object.keys(view as object).sort()).toEqual(['path', 'referrer']);
  }
  // Every page opened and every page shown (a redirect's target too) is reported by its path (never
  // its query string), and no other.
  const reported = new Set((pageViews as { path: string }[]).map((view) => view.path));
  const opened = publicRoutes.map((route) => new URL(route, 'http://x').pathname);
  expect(reported).toEqual(new Set([...opened, ...shown]));
  // The gateway counted each of them.
  expect(new Set(await Promise.all(answers))).toEqual(new Set([204]));
});

test('the Vimeo video is requested only when the visitor presses play', async ({ page }) => {
  const list = await page.request.get('/v1/evaluations?filter[status]=published&limit=100');
  const { data } = (await list.json()) as { data: { id: number; vimeo_id: string | null }[] };
  const withVideo = data.find((evaluation) => evaluation.vimeo_id);
  if (!withVideo) throw new Error('The demo data has no published evaluation with a video');

  const vimeoRequests: string[] = [];
  await page.route(/^https:\/\/([a-z0-9-]+\.)*vimeo(cdn)?\.com\//, async (route) => {
    vimeoRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<title>Vimeo</title><p>video</p>' });
  });

  await page.goto(`/evaluations/${withVideo.id}`);
  const play = page.getByRole('button', { name: text('evaluations.detail.video.play') });
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(vimeoRequests).toEqual([]);

  await play.click();
  await expect(page.locator('iframe')).toBeAttached();
  await expect.poll(() => vimeoRequests.length).toBeGreaterThan(0);
  expect(vimeoRequests[0]).toBe(
    `https://player.vimeo.com/video/${withVideo.vimeo_id}?autoplay=1&dnt=1`,
  );
});
