// A column header: a button when the column sorts, with `aria-sort` on the header cell so screen
// readers hear which column sorts and which way; an arrow shows it to the eye.
import { useIntl } from 'react-intl';
import type { ListViewColumn } from './columns.ts';
import type { SortState } from './sort-state.ts';

interface SortHeaderProps<T, K extends string> {
  column: ListViewColumn<T, K>;
  sort: SortState<K>;
  onSort: (key: K) => void;
}

const arrows = { asc: '▲', desc: '▼', none: '↕' } as const;

export function SortHeader<T, K extends string>({ column, sort, onSort }: SortHeaderProps<T, K>) {
  const intl = useIntl();
  const { sortKey } = column;
  const className = `px-3 py-2 text-left align-middle font-semibold ${column.className ?? ''}`;
  if (sortKey === undefined)
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    );
  const direction = sort.key === sortKey ? sort.direction : null;
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      className={className}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        title={intl.formatMessage({ id: 'listView.sortBy' }, { column: column.header })}
        className="-mx-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold hover:bg-surface-muted"
      >
        {column.header}
        <span aria-hidden="true" className={direction ? 'text-ink' : 'text-ink-muted'}>
          {arrows[direction ?? 'none']}
        </span>
      </button>
    </th>
  );
}
