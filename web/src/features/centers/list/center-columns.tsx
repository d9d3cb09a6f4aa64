// The columns of the centers list: name, kind, address, inclusion rows, and edit, history and
// delete buttons.
import type { IntlShape } from 'react-intl';
import type { ListViewColumn } from '../../../components/cms/list/columns.ts';
import { RowButton } from '../../../components/cms/list/RowButton.tsx';
import type { CenterRow_CenterFragment } from '../../../gql/graphql.ts';
import { centerTypeLabel } from './center-types.ts';
import type { SortKey } from './list-state.ts';

export type CenterRow = CenterRow_CenterFragment;

export function addressLine(address: CenterRow['address']): string | undefined {
  if (!address) return undefined;
  const house = [address.number, address.numberAdd].filter(Boolean).join('');
  return [[address.street, house].filter(Boolean).join(' '), address.postcode, address.city]
    .filter(Boolean)
    .join(', ');
}

export function centerColumns(
  intl: IntlShape,
  actions: {
    onEdit: (row: CenterRow) => void;
    onHistory: (row: CenterRow) => void;
    onDelete: (row: CenterRow) => void;
  },
): ListViewColumn<CenterRow, SortKey>[] {
  return [
    {
      id: 'title',
      header: intl.formatMessage({ id: 'centers.list.column.title' }),
      sortKey: 'title',
      rowHeader: true,
      className: 'min-w-56 font-semibold',
      cell: (row) => row.title,
    },
    {
      id: 'type',
      header: intl.formatMessage({ id: 'centers.list.column.type' }),
      sortKey: 'type',
      className: 'whitespace-nowrap',
      cell: (row) => intl.formatMessage({ id: centerTypeLabel(row.type) }),
    },
    {
      id: 'address',
      header: intl.formatMessage({ id: 'centers.list.column.address' }),
      className: 'min-w-56',
      cell: (row) =>
        addressLine(row.address) ?? (
          <span className="text-ink-muted">
            {intl.formatMessage({ id: 'centers.list.noAddress' })}
          </span>
        ),
    },
    {
      id: 'data',
      header: intl.formatMessage({ id: 'centers.list.column.data' }),
      className: 'text-end tabular-nums',
      cell: (row) => intl.formatNumber(row.dataCount),
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'centers.list.column.actions' }),
      className: 'w-0 whitespace-nowrap',
      cell: (row) => (
        <div className="flex gap-2">
          <RowButton
            look="edit"
            label={intl.formatMessage({ id: 'centers.list.editFor' }, { title: row.title })}
            onClick={() => actions.onEdit(row)}
          >
            {intl.formatMessage({ id: 'centers.list.edit' })}
          </RowButton>
          <RowButton
            look="plain"
            label={intl.formatMessage({ id: 'cmsHistory.openNamed' }, { name: row.title })}
            onClick={() => actions.onHistory(row)}
          >
            {intl.formatMessage({ id: 'cmsHistory.open' })}
          </RowButton>
          <RowButton
            look="delete"
            label={intl.formatMessage({ id: 'centers.list.deleteFor' }, { title: row.title })}
            onClick={() => actions.onDelete(row)}
          >
            {intl.formatMessage({ id: 'centers.list.delete' })}
          </RowButton>
        </div>
      ),
    },
  ];
}
