// The columns of a CMS organisation list: the name (a link to the editor), abbreviation, number of
// care evaluations and last change.
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { ListViewColumn } from '../../../../components/cms/list/columns.ts';
import type { KindConfig } from '../kinds.ts';
import type { OrganisationRow } from './list-documents.ts';
import type { SortKey } from './list-state.ts';

export function organisationColumns(
  intl: IntlShape,
  config: KindConfig,
): ListViewColumn<OrganisationRow, SortKey>[] {
  return [
    {
      id: 'name',
      header: intl.formatMessage({
        id:
          config.nameField === 'name'
            ? 'cmsOrganisations.list.column.name'
            : 'cmsOrganisations.list.column.title',
      }),
      sortKey: 'name',
      rowHeader: true,
      className: 'min-w-64',
      cell: (row) => (
        <Link
          to={`${config.path}/${row.id}`}
          className="font-semibold text-brand-primary-dark underline hover:no-underline"
        >
          {row.title}
        </Link>
      ),
    },
    {
      id: 'abbreviation',
      header: intl.formatMessage({ id: 'cmsOrganisations.list.column.abbreviation' }),
      cell: (row) => row.abbreviation || '–',
    },
    {
      id: 'evaluations',
      header: intl.formatMessage({ id: 'cmsOrganisations.list.column.evaluations' }),
      className: 'whitespace-nowrap',
      cell: (row) => intl.formatNumber(row.evaluations.length),
    },
    {
      id: 'updated',
      header: intl.formatMessage({ id: 'cmsOrganisations.list.column.updated' }),
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
  ];
}
