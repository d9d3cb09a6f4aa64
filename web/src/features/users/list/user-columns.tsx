// The columns of the users list, and the row fields they read (a fragment beside them). The last
// column sends the activation mail of its row.
import type { IntlShape } from 'react-intl';
import type { ListViewColumn } from '../../../components/cms/list/columns.ts';
import { RowLink } from '../../../components/cms/list/common-columns.tsx';
import { RowButton } from '../../../components/cms/list/RowButton.tsx';
import { graphql } from '../../../gql';
import type { CmsUserRow_UserFragment } from '../../../gql/graphql.ts';
import { activeLabel, roleLabel } from '../labels.ts';
import type { UsersMessageKey } from '../messages/index.ts';
import type { SortKey } from './list-state.ts';

export const CmsUserRowFragment = graphql(`
  fragment CmsUserRow_user on User {
    id
    name
    email
    isActive
    role {
      id
      name
    }
    program {
      id
      title
    }
    association {
      id
      title
    }
  }
`);

export type CmsUserRow = CmsUserRow_UserFragment;

const pill = 'inline-flex rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset';
const activeLook = 'bg-green-50 text-green-900 ring-green-700/40';
const inactiveLook = 'bg-neutral-100 text-ink ring-neutral-500/40';

const organisation = (row: CmsUserRow) =>
  [row.program?.title, row.association?.title].filter(Boolean).join(' / ') || '–';

export function userColumns(
  intl: IntlShape,
  onActivate: (row: CmsUserRow) => void,
): ListViewColumn<CmsUserRow, SortKey>[] {
  const t = (id: UsersMessageKey, values?: Record<string, string>) =>
    intl.formatMessage({ id }, values);
  return [
    {
      id: 'name',
      header: t('users.list.column.name'),
      sortKey: 'name',
      rowHeader: true,
      className: 'min-w-48',
      cell: (row) => <RowLink to={`/cms/users/${row.id}`}>{row.name}</RowLink>,
    },
    {
      id: 'email',
      header: t('users.list.column.email'),
      sortKey: 'email',
      className: 'min-w-60 break-all',
      cell: (row) => row.email,
    },
    {
      id: 'role',
      header: t('users.list.column.role'),
      cell: (row) => t(roleLabel(row.role?.name)),
    },
    {
      id: 'active',
      header: t('users.list.column.active'),
      cell: (row) => (
        <span className={`${pill} ${row.isActive ? activeLook : inactiveLook}`}>
          {t(activeLabel(row.isActive))}
        </span>
      ),
    },
    {
      id: 'organisation',
      header: t('users.list.column.organisation'),
      className: 'min-w-40',
      cell: organisation,
    },
    {
      id: 'actions',
      header: t('users.list.column.actions'),
      cell: (row) =>
        row.isActive ? (
          <RowButton
            look="plain"
            label={t('users.list.activate.label', { name: row.name })}
            onClick={() => onActivate(row)}
          >
            {t('users.list.activate.button')}
          </RowButton>
        ) : null,
    },
  ];
}
