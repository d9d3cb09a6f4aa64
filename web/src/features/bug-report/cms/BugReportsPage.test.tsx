// Component tests of the bug-report list on a fake GraphQL server: the rows (state badge,
// attempts, pulse id, reporter or "Bezoeker", link to the detail), the URL state turned into the
// query's filter and sort, the delivery-state filter, the empty state, and bulk delete behind the
// confirmation; the project board's status above the list, for every outcome of its check.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { delay, of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import listViewNl from '../../../components/cms/list/messages/nl.json' with { type: 'json' };
import { DialogHost } from '../../../components/dialog/DialogHost.tsx';
import { renderApp } from '../../../test-support/render-app.tsx';
import { testStore } from '../../../test-support/store.ts';
import BugReportsPage from './BugReportsPage.tsx';
import nl from './messages/nl.json' with { type: 'json' };

const row = (overrides: Record<string, unknown>) => ({
  __typename: 'BugReport',
  id: '1',
  title: 'Knop doet niets',
  deliveryState: 'PENDING',
  attempts: 2,
  pulseId: null,
  createdAt: '2026-11-20T10:15:00.000Z',
  reporter: null,
  ...overrides,
});

const rows = [
  row({ id: '1' }),
  row({
    id: '2',
    title: 'Kaart laadt niet',
    deliveryState: 'DELIVERED',
    attempts: 1,
    pulseId: '9001',
    reporter: { __typename: 'User', id: '4', name: 'Anne de Vries' },
  }),
  row({ id: '3', title: 'Lege pagina', deliveryState: 'NOT_CONFIGURED', attempts: 0 }),
];

const reachableBoard: Record<string, unknown> = {
  __typename: 'BoardStatus',
  state: 'REACHABLE',
  boardId: '77',
  groupId: 'topics',
  boardName: 'Meldingen zorgevaluatie',
  groupName: 'Nieuw',
};

function fakeServer(answer: typeof rows = rows, board: Record<string, unknown> = reachableBoard) {
  const lists: Record<string, unknown>[] = [];
  const deletes: unknown[] = [];
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    if (operation.operationName === 'CmsBoardStatus')
      return of({ data: { boardStatus: board } }).pipe(delay(5));
    if (operation.operationName === 'CmsDeleteBugReports') {
      deletes.push(variables.ids);
      return of({ data: { deleteBugReports: true } });
    }
    lists.push(variables);
    const data = deletes.length > 0 ? answer.filter((item) => item.id !== '3') : answer;
    return of({
      data: {
        bugReports: {
          __typename: 'BugReportPage',
          data,
          pageInfo: {
            __typename: 'PageInfo',
            currentPage: 1,
            lastPage: 1,
            total: data.length,
          },
        },
      },
    }).pipe(delay(5));
  });
  return { lists, deletes, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
}

function renderList(url = '/cms/bug-reports', answer = rows, board = reachableBoard) {
  const server = fakeServer(answer, board);
  const router = createMemoryRouter(
    [
      {
        path: '/cms/bug-reports',
        element: (
          <>
            <BugReportsPage />
            <DialogHost />
          </>
        ),
      },
      { path: '/cms/bug-reports/:id', element: <p>detail</p> },
    ],
    { initialEntries: [url] },
  );
  renderApp(<RouterProvider router={router} />, {
    store: testStore().store,
    client: server.client,
  });
  return { ...server, router };
}

const cellsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(cleanup);

describe('BugReportsPage', () => {
  it('lists the reports with state, attempts, pulse, reporter and a link to each', async () => {
    const { lists } = renderList();
    await screen.findByRole('link', { name: 'Knop doet niets' });
    expect(
      screen.getByRole('heading', { level: 1, name: nl['bugReportsCms.list.title'] }),
    ).toBeTruthy();
    expect(cellsOf('Knop doet niets')).toEqual(
      expect.arrayContaining([nl['bugReportsCms.state.pending'], '2', '–', 'Bezoeker']),
    );
    expect(cellsOf('Kaart laadt niet')).toEqual(
      expect.arrayContaining([nl['bugReportsCms.state.delivered'], '9001', 'Anne de Vries']),
    );
    expect(cellsOf('Lege pagina')).toContain(nl['bugReportsCms.state.notConfigured']);
    expect(screen.getByRole('link', { name: 'Kaart laadt niet' }).getAttribute('href')).toBe(
      '/cms/bug-reports/2',
    );
    // Newest first unless the URL says otherwise; no filter.
    expect(lists[0]).toMatchObject({
      filter: {},
      sort: [{ field: 'CREATED_AT', direction: 'DESC' }],
      page: 1,
      limit: 25,
    });
  });

  it('asks for what the URL says and adds a chosen delivery state to it', async () => {
    const { lists, router } = renderList('/cms/bug-reports?q=boom&state=pending&sort=-attempts');
    await screen.findByRole('link', { name: 'Knop doet niets' });
    expect(lists[0]).toMatchObject({
      filter: { search: 'boom', deliveryState: ['PENDING'] },
      sort: [
        { field: 'ATTEMPTS', direction: 'DESC' },
        { field: 'CREATED_AT', direction: 'DESC' },
      ],
    });
    const filters = screen.getByRole('group', { name: nl['bugReportsCms.list.filter.state'] });
    const pending = within(filters).getByRole('checkbox', {
      name: nl['bugReportsCms.state.pending'],
    });
    expect((pending as HTMLInputElement).checked).toBe(true);

    fireEvent.click(
      within(filters).getByRole('checkbox', { name: nl['bugReportsCms.state.notConfigured'] }),
    );
    await vi.waitFor(() =>
      expect(lists.at(-1)).toMatchObject({
        filter: { search: 'boom', deliveryState: ['PENDING', 'NOT_CONFIGURED'] },
      }),
    );
    expect(router.state.location.search).toContain('state=not_configured');
  });

  it('sorts by title from its header', async () => {
    const { lists, router } = renderList();
    await screen.findByRole('link', { name: 'Knop doet niets' });
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Titel/ })).getByRole('button'),
    );
    await vi.waitFor(() =>
      expect(lists.at(-1)).toMatchObject({
        sort: [
          { field: 'TITLE', direction: 'ASC' },
          { field: 'CREATED_AT', direction: 'DESC' },
        ],
      }),
    );
    expect(router.state.location.search).toBe('?sort=title');
  });

  it('shows the empty state with a way to clear the filters', async () => {
    const { lists } = renderList('/cms/bug-reports?state=delivered', []);
    const clear = await screen.findByRole('button', {
      name: nl['bugReportsCms.list.clearFilters'],
    });
    expect(screen.getByText(nl['bugReportsCms.list.empty'])).toBeTruthy();
    fireEvent.click(clear);
    await vi.waitFor(() => expect(lists.at(-1)).toMatchObject({ filter: {} }));
  });

  it('deletes the chosen reports after the confirmation', async () => {
    const { deletes } = renderList();
    await screen.findByRole('link', { name: 'Lege pagina' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lege pagina selecteren' }));
    fireEvent.click(
      within(screen.getByRole('toolbar')).getByRole('button', {
        name: listViewNl['listView.delete'],
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: listViewNl['listView.deleteTitle'],
    });
    expect(deletes).toEqual([]);
    fireEvent.click(
      await within(dialog).findByRole('button', { name: listViewNl['listView.delete'] }),
    );
    await vi.waitFor(() => expect(deletes).toEqual([['3']]));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Lege pagina' })).toBeNull());
  });

  it.each([
    ['REACHABLE', {}, 'Projectbord: Meldingen zorgevaluatie, bereikbaar'],
    ['CHECKING', { boardName: null, groupName: null }, nl['bugReportsCms.board.checking']],
    [
      'NOT_CONFIGURED',
      { boardId: null, groupId: null, boardName: null, groupName: null },
      nl['bugReportsCms.board.notConfigured'],
    ],
    ['UNREACHABLE', { boardName: null, groupName: null }, nl['bugReportsCms.board.unreachable']],
    ['BOARD_NOT_FOUND', { boardName: null, groupName: null }, 'Projectbord: bord 77 niet gevonden'],
    [
      'GROUP_NOT_FOUND',
      { groupName: null },
      'Projectbord: Meldingen zorgevaluatie, groep topics staat niet op het bord',
    ],
    ['KEY_REFUSED', { boardName: null, groupName: null }, nl['bugReportsCms.board.keyRefused']],
  ])('says above the list what the board check found: %s', async (state, fields, text) => {
    renderList('/cms/bug-reports', rows, { ...reachableBoard, state, ...fields });
    const line = await screen.findByText(text);
    expect(line.getAttribute('data-board-status')).toBe(state);
  });
});
