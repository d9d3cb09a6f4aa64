// The list view kit: sortable headers, row selection with select-all, the search's debounce, and
// the confirmation before a bulk delete.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { nlMessages } from '../../../i18n/messages.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { DialogHost } from '../../dialog/DialogHost.tsx';
import type { ListViewColumn } from './columns.ts';
import { ListView } from './ListView.tsx';
import { listViewMessages } from './messages/index.ts';
import nl from './messages/nl.json' with { type: 'json' };
import type { SortState } from './sort-state.ts';

interface Row {
  id: string;
  title: string;
  status: string;
}

const rows: Row[] = [
  { id: '1', title: 'Astma thuis', status: 'Nieuw' },
  { id: '2', title: 'Borstkanker', status: 'Concept' },
  { id: '3', title: 'COPD zorg', status: 'Nieuw' },
];

const columns: ListViewColumn<Row, 'title' | 'status'>[] = [
  { id: 'title', header: 'Titel', cell: (row) => row.title, sortKey: 'title', rowHeader: true },
  { id: 'status', header: 'Status', cell: (row) => row.status, sortKey: 'status' },
  { id: 'id', header: 'Nummer', cell: (row) => row.id },
];

interface HarnessProps {
  onSearch?: (term: string, options: { replace: boolean }) => void;
  onDelete?: (ids: string[]) => Promise<unknown>;
}

const Harness = withFeatureMessages(listViewMessages, function Harness(props: HarnessProps) {
  const [sort, setSort] = useState<SortState<'title' | 'status'>>({
    key: 'title',
    direction: 'asc',
  });
  return (
    <ListView
      caption="Zorgevaluaties"
      columns={columns}
      rowName={(row) => row.title}
      page={{ data: rows, pageInfo: { currentPage: 1, lastPage: 1, total: 3 } }}
      loading={false}
      failed={false}
      onRetry={() => undefined}
      sort={sort}
      onSortChange={setSort}
      search={{
        value: '',
        onSearch: props.onSearch ?? (() => undefined),
        texts: { label: 'Zoeken', placeholder: 'Zoekterm', submit: 'Zoek' },
      }}
      onDelete={props.onDelete}
      perPage={25}
      perPageChoices={[10, 25]}
      hrefForPage={(page) => `?page=${page}`}
      onPerPageChange={() => undefined}
      emptyText="Niets gevonden"
    />
  );
});

function setup(props: HarnessProps = {}) {
  return renderApp(
    <>
      <Harness {...props} />
      <DialogHost />
    </>,
    { url: '/cms/evaluations' },
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ListView', () => {
  it('sorts by a column header: a new column ascending, the same column flips', () => {
    setup();
    expect(header('Titel').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Status').getAttribute('aria-sort')).toBe('none');
    expect(header('Nummer').hasAttribute('aria-sort')).toBe(false);

    fireEvent.click(within(header('Titel')).getByRole('button', { name: /Titel/ }));
    expect(header('Titel').getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(header('Status')).getByRole('button', { name: /Status/ }));
    expect(header('Status').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Titel').getAttribute('aria-sort')).toBe('none');
  });

  it('selects rows one by one and all on the page, with a mixed state in between', () => {
    setup({ onDelete: () => Promise.resolve() });
    const all = screen.getByRole('checkbox', {
      name: nl['listView.selectAll'],
    }) as HTMLInputElement;
    const second = screen.getByRole('checkbox', { name: 'Borstkanker selecteren' });
    expect(screen.queryByRole('toolbar')).toBeNull();

    fireEvent.click(second);
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);
    expect(screen.getByRole('toolbar').textContent).toContain('1 geselecteerd');

    fireEvent.click(all);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    for (const box of screen.getAllByRole('checkbox'))
      expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('toolbar').textContent).toContain('3 geselecteerd');

    fireEvent.click(all);
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(
      false,
    );
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('has no selection column without onDelete', () => {
    setup();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('searches 300 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    setup({ onSearch });
    const field = screen.getByRole('searchbox', { name: 'Zoeken' });
    fireEvent.change(field, { target: { value: 'ast' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(field, { target: { value: 'astma' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('astma', { replace: false });
  });

  it('deletes the selected rows only after the confirmation', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    setup({ onDelete });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Astma thuis selecteren' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'COPD zorg selecteren' }));
    const bar = screen.getByRole('toolbar');

    fireEvent.click(within(bar).getByRole('button', { name: nl['listView.delete'] }));
    const dialog = await screen.findByRole('alertdialog', { name: nl['listView.deleteTitle'] });
    await within(dialog).findByText(/2 items/);
    expect(dialog.textContent).toContain('COPD zorg');
    fireEvent.click(within(dialog).getByRole('button', { name: nlMessages['dialog.cancel'] }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('toolbar').textContent).toContain('2 geselecteerd');

    fireEvent.click(
      within(screen.getByRole('toolbar')).getByRole('button', { name: nl['listView.delete'] }),
    );
    const again = await screen.findByRole('alertdialog', { name: nl['listView.deleteTitle'] });
    fireEvent.click(await within(again).findByRole('button', { name: nl['listView.delete'] }));
    await vi.waitFor(() => expect(onDelete).toHaveBeenCalledWith(['1', '3']));
    await vi.waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
  });
});
