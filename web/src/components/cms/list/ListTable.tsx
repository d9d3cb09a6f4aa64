// The table of a list view: sortable headers, an optional selection column (select-all-on-page
// with its mixed state, one labelled checkbox per row), one row per record. On narrow screens the
// table scrolls sideways inside a labelled, focusable region (keyboard users can scroll it too).
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ListViewColumn } from './columns.ts';
import { SortHeader } from './SortHeader.tsx';
import type { SortState } from './sort-state.ts';
import type { Selection } from './use-selection.ts';

export interface ListTableProps<T extends { id: string }, K extends string> {
  caption: string;
  columns: readonly ListViewColumn<T, K>[];
  rows: readonly T[];
  rowName: (row: T) => string;
  sort: SortState<K>;
  onSort: (key: K) => void;
  /** Absent: no selection column. */
  selection?: Selection<T>;
  /** A newer page is loading: the rows are dimmed. */
  loading: boolean;
}

const checkbox = 'size-5 accent-brand-primary-dark';

export function ListTable<T extends { id: string }, K extends string>(props: ListTableProps<T, K>) {
  const { caption, columns, rows, rowName, sort, onSort, selection } = props;
  const intl = useIntl();
  const captionId = useId();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'listView.scrollRegion' }, { caption })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-gray-300"
    >
      <table
        aria-labelledby={captionId}
        className={`w-full min-w-[56rem] border-collapse text-left transition-opacity ${props.loading ? 'opacity-60' : ''}`}
      >
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-gray-300 bg-surface-muted">
          <tr>
            {selection && (
              <th scope="col" className="w-12 px-3 py-2">
                <input
                  type="checkbox"
                  className={checkbox}
                  aria-label={intl.formatMessage({ id: 'listView.selectAll' })}
                  checked={selection.all}
                  ref={(element) => {
                    if (element) element.indeterminate = selection.some && !selection.all;
                  }}
                  onChange={(event) => selection.toggleAll(event.target.checked)}
                />
              </th>
            )}
            {columns.map((column) => (
              <SortHeader key={column.id} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={`h-14 border-b border-gray-200 last:border-b-0 ${selection?.isSelected(row.id) ? 'bg-brand-primary/10' : ''}`}
            >
              {selection && (
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    className={checkbox}
                    aria-label={intl.formatMessage(
                      { id: 'listView.selectRow' },
                      { name: rowName(row) },
                    )}
                    checked={selection.isSelected(row.id)}
                    onChange={(event) => selection.toggle(row.id, event.target.checked)}
                  />
                </td>
              )}
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.id}
                    scope="row"
                    className={`px-3 py-2 text-left font-normal ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={`px-3 py-2 ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
