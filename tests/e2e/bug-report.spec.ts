// Browser tests of the bug-report tool (issue 12) against the real gateway and the fake project
// board (a second web server, tests/support/fake-board): a visitor's page throws, the bar appears,
// the report is filed through the dialog's three steps (required fields, the overview with the
// error and the url, the success text), the board receives exactly one pulse whose update text
// links to the report in the CMS, and an admin sees it delivered in /cms/bug-reports (below the
// board's status: "Projectbord: <name>, bereikbaar") and on its page (screenshot, errors, retry off). Axe on the list and the detail (the
// dialog's steps: dialogs-a11y.spec.ts).
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_BOARD, waitForPulse } from './support/board.ts';
import { expectNoAxeViolations, v1 } from './support/cms.ts';
import { bearer, type Session, signInAs, useSession } from './support/session.ts';
import { escapeRegExp, readCatalogues, textsOf } from './support/texts.ts';

const bug = textsOf(readCatalogues('features/bug-report/messages/nl.json'));
const cms = textsOf(
  readCatalogues(
    'i18n/nl.json',
    'components/cms/list/messages/nl.json',
    'features/bug-report/cms/messages/nl.json',
    '../../schema/rules/messages/nl.json',
  ),
);

interface V1BugReport {
  id: string;
  title: string;
  delivery_state: 'pending' | 'delivered' | 'not_configured';
  pulse_id: string | null;
}

/** A title no other test or run uses, so the board and the list are searched by it. */
const uniqueTitle = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const labelled = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** Opens a public page, throws an uncaught error there and opens the dialog from the bar. */
async function openDialogFromBar(page: Page, errorMessage: string): Promise<Locator> {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, errorMessage);
  const report = page.getByRole('button', { name: bug('bugReport.bar.report'), exact: true });
  await expect(report).toBeVisible();
  await report.click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: bug('bugReport.create.heading') }),
  ).toBeVisible();
  return dialog;
}

const titleField = (dialog: Locator) =>
  dialog.getByRole('textbox', { name: labelled(bug('bugReport.field.title')) });
const descriptionField = (dialog: Locator) =>
  dialog.getByRole('textbox', { name: labelled(bug('bugReport.field.description')) });

/** Step 1 filled in, Next pressed: step 2's overview is shown. */
async function fillAndGoToOverview(dialog: Locator, title: string): Promise<void> {
  await titleField(dialog).fill(title);
  await descriptionField(dialog).fill('Ik opende de pagina en er verscheen een foutbalk.');
  await dialog.getByRole('button', { name: bug('bugReport.action.next') }).click();
  await expect(
    dialog.getByRole('heading', { name: bug('bugReport.overview.heading') }),
  ).toBeVisible();
}

/** Opens the overview's folded list of errors and expects `message` among them. */
async function expectErrorInOverview(dialog: Locator, message: string): Promise<void> {
  await dialog
    .locator('summary', { hasText: bug('bugReport.overview.errors', { count: '1' }) })
    .click();
  await expect(dialog.getByText(message).first()).toBeVisible();
}

/** Create pressed on step 2: step 3 says the report was made. */
async function createAndFinish(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: bug('bugReport.action.create') }).click();
  await expect(
    dialog.getByRole('heading', { name: bug('bugReport.finished.heading') }),
  ).toBeVisible();
  await expect(dialog.getByText(bug('bugReport.finished.created'))).toBeVisible();
}

/** The stored report with this title (admin /v1 search). */
async function storedReport(
  request: APIRequestContext,
  admin: Session,
  title: string,
): Promise<V1BugReport> {
  const query = `bug-reports?filter[search]=${encodeURIComponent(title)}`;
  const { data } = await v1<{ data: V1BugReport[] }>(request, query, admin);
  const found = data.filter((report) => report.title === title);
  expect(found).toHaveLength(1);
  return found[0] as V1BugReport;
}

async function waitUntilDelivered(
  request: APIRequestContext,
  admin: Session,
  id: string,
): Promise<V1BugReport> {
  let report: V1BugReport | undefined;
  await expect
    .poll(
      async () => {
        report = (await v1<{ data: V1BugReport }>(request, `bug-reports/${id}`, admin)).data;
        return report.delivery_state;
      },
      { timeout: 10_000, intervals: [200] },
    )
    .toBe('delivered');
  return report as V1BugReport;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

// Each test loads a page and lazy chunks (bar, dialog, CMS) and runs axe scans of a few seconds on
// a loaded 2-core machine: a minute leaves room; on a quiet machine each takes well under 15 s.
test.describe.configure({ timeout: 60_000 });

test('a visitor files a report from the bar; the board gets one pulse; the admin sees it delivered', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('E2E knop doet niets');
  const dialog = await openDialogFromBar(page, 'e2e boom');
  const pageUrl = page.url();

  // Step 1: both fields are required.
  await dialog.getByRole('button', { name: bug('bugReport.action.next') }).click();
  await expect(dialog.getByText(cms('validation.required'), { exact: true })).toHaveCount(2);
  await expect(titleField(dialog)).toHaveAttribute('aria-invalid', 'true');
  await expect(descriptionField(dialog)).toHaveAttribute('aria-invalid', 'true');
  await expect(
    dialog.getByRole('heading', { name: bug('bugReport.overview.heading') }),
  ).toHaveCount(0);

  // Step 2: the overview shows what will be sent, the error and the page among it.
  await fillAndGoToOverview(dialog, title);
  await expectErrorInOverview(dialog, 'e2e boom');
  await expect(dialog.getByText(pageUrl, { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();

  // Step 3.
  await createAndFinish(dialog);

  // The board received one pulse with the configured ids, linking to the report in the CMS.
  const pulse = await waitForPulse(request, title);
  expect(pulse.board_id).toBe(E2E_BOARD.boardId);
  expect(pulse.group_id).toBe(E2E_BOARD.groupId);
  expect(String(pulse.user_id)).toBe(E2E_BOARD.userId);
  expect(pulse.update_text).toContain('e2e boom');

  const admin = await signInAs(request, 'admin');
  const stored = await storedReport(request, admin, title);
  expect(pulse.update_text).toContain(`/cms/bug-reports/${stored.id}`);
  expect(pulse.idempotency_key).toBe(`bug-report-${stored.id}`);
  const delivered = await waitUntilDelivered(request, admin, stored.id);
  expect(delivered.pulse_id).toBe(String(pulse.id));

  // The admin's list shows it delivered, with the pulse id; its page shows the rest.
  await useSession(page, admin);
  await page.goto(`/cms/bug-reports?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(title)) });
  await expect(row).toBeVisible();
  await expect(row.getByText(cms('bugReportsCms.state.delivered'))).toBeVisible();
  await expect(row.getByRole('cell', { name: String(pulse.id), exact: true })).toBeVisible();
  await expect(row.getByText(cms('bugReportsCms.reporter.visitor'))).toBeVisible();
  // Above the list: the board the gateway checked at its start (GET /boards/{id}.json).
  await expect(
    page.getByText(cms('bugReportsCms.board.reachable', { name: E2E_BOARD.boardName }), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText(`Projectbord: ${E2E_BOARD.boardName}, bereikbaar`)).toBeVisible();

  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/cms/bug-reports/${stored.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const delivery = section(page, cms('bugReportsCms.detail.delivery'));
  await expect(
    delivery.getByText(cms('bugReportsCms.state.delivered'), { exact: true }),
  ).toBeVisible();
  await expect(delivery.getByText(String(pulse.id), { exact: true })).toBeVisible();
  await expect(
    delivery.getByRole('button', { name: cms('bugReportsCms.detail.retry') }),
  ).toBeDisabled();
  await expect(
    section(page, cms('bugReportsCms.detail.report')).getByRole('link', { name: pageUrl }),
  ).toBeVisible();
  await expect(
    section(page, cms('bugReportsCms.detail.stack')).getByText('e2e boom').first(),
  ).toBeVisible();
  // The screenshot is not public: it is fetched with the admin's token and shown.
  const screenshot = section(page, cms('bugReportsCms.detail.screenshot')).getByRole('img', {
    name: cms('bugReportsCms.detail.screenshotAlt'),
  });
  await expect(screenshot).toBeVisible();
  expect(
    await screenshot.evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(
    section(page, cms('bugReportsCms.detail.actions')).getByRole('row').nth(1),
  ).toBeVisible();
});

/** A 1 x 1 PNG, as a browser's screenshot would arrive. */
const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('the admin list and a report page pass axe', async ({ page, request }) => {
  const title = uniqueTitle('E2E axe lijst');
  const created = await request.post('/v1/bug-reports', {
    data: {
      title,
      description: 'Gemaakt door de browsertest voor axe.',
      url: 'http://127.0.0.1/about',
      occurred_at: new Date().toISOString(),
      stack_trace: [
        {
          message: 'Uncaught Error: axe',
          filename: 'http://127.0.0.1/assets/index.js',
          line: 1,
          column: 2,
          error: 'Error: axe\n    at run (index.js:1:2)',
        },
      ],
      local_storage: { 'zorgevaluatie.locale': 'nl' },
      actions: [
        { type: 'route/changed', at: new Date().toISOString(), payload: { path: '/about' } },
      ],
      browser: { user_agent: 'e2e', language: 'nl-NL', viewport_width: 1280, viewport_height: 720 },
      screenshot: tinyPng,
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: string } };

  const admin = await signInAs(request, 'admin');
  await useSession(page, admin);
  await page.goto(`/cms/bug-reports?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/cms/bug-reports/${data.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('img', { name: cms('bugReportsCms.detail.screenshotAlt') }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // From 360 px up nothing makes the page scroll sideways (the tables scroll in their region).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Tidy up through the API (the list of a later run stays small).
  const removed = await request.delete(`/v1/bug-reports/${data.id}`, { headers: bearer(admin) });
  expect(removed.ok()).toBe(true);
});
