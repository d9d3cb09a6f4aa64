// The columns of the specializations list: the title (renamed in place), the last change, and a
// delete button per row.
import type { IntlShape } from 'react-intl';
import type { ListViewColumn } from '../../../components/cms/list/columns.ts';
import type { SortKey } from './list-state.ts';
import { RenameableTitle } from './RenameableTitle.tsx';

export interface SpecializationRow {
  id: string;
  title: string;
  updatedAt: string;
}

const deleteButton =
  'min-h-11 rounded-md border border-red-700 px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50';

export function specializationColumns(
  intl: IntlShape,
  onDelete: (row: SpecializationRow) => void,
): ListViewColumn<SpecializationRow, SortKey>[] {
  return [
    {
      id: 'title',
      header: intl.formatMessage({ id: 'specializations.list.column.title' }),
      sortKey: 'title',
      rowHeader: true,
      className: 'min-w-72',
      cell: (row) => (
        <RenameableTitle key={`${row.id}:${row.title}`} id={row.id} title={row.title} />
      ),
    },
    {
      id: 'updated',
      header: intl.formatMessage({ id: 'specializations.list.column.updated' }),
      sortKey: 'updated',
      className: 'whitespace-nowrap',
      cell: (row) => (
        <time dateTime={row.updatedAt}>
          {intl.formatDate(new Date(row.updatedAt), {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
          })}
        </time>
      ),
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'specializations.list.column.actions' }),
      className: 'w-0 whitespace-nowrap',
      cell: (row) => (
        <button
          type="button"
          className={deleteButton}
          aria-label={intl.formatMessage(
            { id: 'specializations.delete.buttonFor' },
            { title: row.title },
          )}
          onClick={() => onDelete(row)}
        >
          {intl.formatMessage({ id: 'specializations.delete.button' })}
        </button>
      ),
    },
  ];
}
