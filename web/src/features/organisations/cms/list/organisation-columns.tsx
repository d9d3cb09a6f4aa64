// The columns of a CMS organisation list: the name (a link to the editor), abbreviation, number of
// care evaluations and last change.
import type { IntlShape } from 'react-intl';
import type { ListViewColumn } from '../../../../components/cms/list/columns.ts';
import { RowLink, updatedColumn } from '../../../../components/cms/list/common-columns.tsx';
import type { CmsOrganisationsListQuery } from '../../../../gql/graphql.ts';
import type { KindConfig } from '../kinds.ts';
import type { SortKey } from './list-state.ts';

/** A row of the list, of any kind. */
type OrganisationRow = CmsOrganisationsListQuery['list']['data'][number];

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
      cell: (row) => <RowLink to={`${config.path}/${row.id}`}>{row.title}</RowLink>,
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
    updatedColumn(
      intl,
      intl.formatMessage({ id: 'cmsOrganisations.list.column.updated' }),
      'updated',
    ),
  ];
}
