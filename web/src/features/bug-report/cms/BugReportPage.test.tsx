// Component tests of a bug report's page on a fake GraphQL server: every section (report,
// delivery, screenshot fetched with the token, stack entries, browser, local storage, action
// log), "Opnieuw versturen" (sent, refetched, announced; disabled once delivered), delete after
// the confirmation, and an unknown id.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { delay, of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import listViewNl from '../../../components/cms/list/messages/nl.json' with { type: 'json' };
import { DialogHost } from '../../../components/dialog/DialogHost.tsx';
import { renderApp } from '../../../test-support/render-app.tsx';
import { testStore, tokens } from '../../../test-support/store.ts';
import BugReportPage from './BugReportPage.tsx';
import nl from './messages/nl.json' with { type: 'json' };

const report = {
  __typename: 'BugReport',
  id: '12',
  title: 'Knop doet niets',
  description: 'Ik klikte op Opslaan.\nEr gebeurde niets.',
  url: 'https://zorgevaluatie.example/evaluations/heup',
  occurredAt: '2026-11-20T10:14:00.000Z',
  createdAt: '2026-11-20T10:15:00.000Z',
  deliveredAt: null as string | null,
  reporter: null,
  deliveryState: 'PENDING',
  attempts: 3,
  nextAttemptAt: '2026-11-20T10:20:00.000Z' as string | null,
  lastError: 'board answered 503' as string | null,
  pulseId: null as string | null,
  screenshot: {
    __typename: 'File',
    id: '77',
    url: '/v1/files/77',
    name: 'bug-report-12.jpg',
    mimeType: 'image/jpeg',
    size: 5120,
  },
  stackTrace: [
    {
      __typename: 'BugReportStackEntry',
      message: 'Uncaught Error: e2e boom',
      filename: 'https://zorgevaluatie.example/assets/index.js',
      line: 10,
      column: 42,
      error: 'Error: e2e boom\n    at save (index.js:10:42)',
    },
    {
      __typename: 'BugReportStackEntry',
      message: 'Unhandled rejection: timeout',
      filename: null,
      line: null,
      column: null,
      error: null,
    },
  ],
  localStorage: { 'zorgevaluatie.locale': 'nl', 'zorgevaluatie.access_token': '[redacted]' },
  actions: [
    {
      __typename: 'BugReportAction',
      type: 'route/changed',
      at: '2026-11-20T10:13:59.120Z',
      payload: { path: '/evaluations/heup' },
    },
    {
      __typename: 'BugReportAction',
      type: 'bugReport/opened',
      at: '2026-11-20T10:14:00.000Z',
      payload: null,
    },
  ],
  browser: {
    __typename: 'BugReportBrowser',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142',
    language: 'nl-NL',
    viewportWidth: 1280,
    viewportHeight: 720,
  },
};

type Report = typeof report;

function fakeServer(initial: Report | null) {
  let current = initial;
  const calls: string[] = [];
  const link = new ApolloLink((operation) => {
    calls.push(operation.operationName ?? '');
    if (operation.operationName === 'CmsRetryBugReportDelivery') {
      // The worker delivers right after the retry made the attempt due.
      current = current && {
        ...current,
        deliveryState: 'DELIVERED',
        attempts: current.attempts + 1,
        nextAttemptAt: null,
        lastError: null,
        pulseId: '9001',
        deliveredAt: '2026-11-20T10:16:00.000Z',
      };
      return of({
        data: { retryBugReportDelivery: { ...current, deliveryState: 'PENDING' } },
      }).pipe(delay(5));
    }
    if (operation.operationName === 'CmsDeleteBugReport')
      return of({ data: { deleteBugReports: true } });
    return of({ data: { bugReport: current } }).pipe(delay(5));
  });
  return { calls, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
}

const fetched: { url: string; authorization: string | null }[] = [];

beforeEach(() => {
  fetched.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      fetched.push({ url, authorization: new Headers(init.headers).get('authorization') });
      return new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }));
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:screenshot-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDetail(found: Report | null = report, id = '12') {
  const server = fakeServer(found);
  const router = createMemoryRouter(
    [
      {
        path: '/cms/bug-reports/:id',
        element: (
          <>
            <BugReportPage />
            <DialogHost />
          </>
        ),
      },
      { path: '/cms/bug-reports', element: <p>the list</p> },
    ],
    { initialEntries: [`/cms/bug-reports/${id}`] },
  );
  renderApp(<RouterProvider router={router} />, {
    store: testStore({ stored: tokens() }).store,
    client: server.client,
  });
  return { ...server, router };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('BugReportPage', () => {
  it('shows the report, its delivery, browser, local storage and actions', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: report.title });
    const summary = section(nl['bugReportsCms.detail.report']);
    expect(summary.textContent).toContain('Er gebeurde niets.');
    expect(within(summary).getByRole('link', { name: report.url }).getAttribute('href')).toBe(
      report.url,
    );
    expect(summary.textContent).toContain(nl['bugReportsCms.reporter.visitor']);

    const delivery = section(nl['bugReportsCms.detail.delivery']);
    expect(delivery.textContent).toContain(nl['bugReportsCms.state.pending']);
    expect(delivery.textContent).toContain('board answered 503');
    expect(delivery.textContent).toContain('3');

    const browser = section(nl['bugReportsCms.detail.browser']);
    expect(browser.textContent).toContain('Chrome/142');
    expect(browser.textContent).toContain('1280 × 720');

    const storage = within(section(nl['bugReportsCms.detail.localStorage'])).getByRole('table');
    const storageRows = within(storage)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(storageRows).toEqual(['zorgevaluatie.access_token[redacted]', 'zorgevaluatie.localenl']);

    const actions = within(section(nl['bugReportsCms.detail.actions'])).getByRole('table');
    const actionRows = within(actions).getAllByRole('row').slice(1);
    expect(actionRows).toHaveLength(2);
    expect(actionRows[0]?.textContent).toContain('route/changed');
    expect(actionRows[0]?.textContent).toContain('{"path":"/evaluations/heup"}');
  });

  it('lists each stack entry with its place and the error folded away', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: report.title });
    const entries = within(section(nl['bugReportsCms.detail.stack'])).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toContain('Uncaught Error: e2e boom');
    expect(entries[0]?.textContent).toContain(
      'https://zorgevaluatie.example/assets/index.js:10:42',
    );
    const details = entries[0]?.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details?.textContent).toContain('at save (index.js:10:42)');
    expect(entries[1]?.querySelector('details')).toBeNull();
  });

  it('fetches the screenshot with the bearer token and shows it', async () => {
    renderDetail();
    const image = await screen.findByRole('img', {
      name: nl['bugReportsCms.detail.screenshotAlt'],
    });
    expect(image.getAttribute('src')).toBe('blob:screenshot-1');
    expect(fetched).toEqual([{ url: '/v1/files/77', authorization: 'Bearer access-1' }]);
  });

  it('retries delivery, fetches the report again and announces it; then the button is off', async () => {
    const { calls } = renderDetail();
    const retry = await screen.findByRole('button', { name: nl['bugReportsCms.detail.retry'] });
    expect((retry as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(retry);
    const delivery = section(nl['bugReportsCms.detail.delivery']);
    await within(delivery).findByText(nl['bugReportsCms.detail.retried']);
    expect(within(delivery).getByRole('status').textContent).toBe(
      nl['bugReportsCms.detail.retried'],
    );
    expect(calls.filter((name) => name === 'CmsRetryBugReportDelivery')).toHaveLength(1);
    expect(calls.filter((name) => name === 'CmsBugReportDetail').length).toBeGreaterThanOrEqual(2);
    expect(delivery.textContent).toContain(nl['bugReportsCms.state.delivered']);
    expect(delivery.textContent).toContain('9001');
    const after = within(delivery).getByRole('button', { name: nl['bugReportsCms.detail.retry'] });
    expect((after as HTMLButtonElement).disabled).toBe(true);
    expect(after.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('deletes the report after the confirmation and goes back to the list', async () => {
    const { calls, router } = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: nl['bugReportsCms.detail.delete'] }));
    const dialog = await screen.findByRole('alertdialog', {
      name: nl['bugReportsCms.detail.deleteFor'],
    });
    // The body is a lazy chunk: wait for it to name the report.
    await within(dialog).findByText(new RegExp(report.title));
    expect(calls).not.toContain('CmsDeleteBugReport');
    fireEvent.click(
      await within(dialog).findByRole('button', { name: listViewNl['listView.delete'] }),
    );
    await screen.findByText('the list');
    expect(calls).toContain('CmsDeleteBugReport');
    expect(router.state.location.pathname).toBe('/cms/bug-reports');
  });

  it('says "not found" for an unknown id', async () => {
    renderDetail(null, '999');
    await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' });
    expect(screen.queryByRole('button', { name: nl['bugReportsCms.detail.retry'] })).toBeNull();
  });
});
