// The columns of the specializations list: the title (renamed in place), the last change, and a
// history and a delete button per row.
import type { IntlShape } from 'react-intl';
import type { ListViewColumn } from '../../../components/cms/list/columns.ts';
import { updatedColumn } from '../../../components/cms/list/common-columns.tsx';
import { RowButton } from '../../../components/cms/list/RowButton.tsx';
import type { SortKey } from './list-state.ts';
import { RenameableTitle } from './RenameableTitle.tsx';

export interface SpecializationRow {
  id: string;
  title: string;
  updatedAt: string;
}

export function specializationColumns(
  intl: IntlShape,
  actions: {
    onHistory: (row: SpecializationRow) => void;
    onDelete: (row: SpecializationRow) => void;
  },
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
    updatedColumn(
      intl,
      intl.formatMessage({ id: 'specializations.list.column.updated' }),
      'updated',
    ),
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'specializations.list.column.actions' }),
      className: 'w-0 whitespace-nowrap',
      cell: (row) => (
        <div className="flex gap-2">
          <RowButton
            look="plain"
            label={intl.formatMessage({ id: 'cmsHistory.openNamed' }, { name: row.title })}
            onClick={() => actions.onHistory(row)}
          >
            {intl.formatMessage({ id: 'cmsHistory.open' })}
          </RowButton>
          <RowButton
            look="delete"
            label={intl.formatMessage(
              { id: 'specializations.delete.buttonFor' },
              { title: row.title },
            )}
            onClick={() => actions.onDelete(row)}
          >
            {intl.formatMessage({ id: 'specializations.delete.button' })}
          </RowButton>
        </div>
      ),
    },
  ];
}
