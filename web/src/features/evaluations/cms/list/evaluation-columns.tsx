// The columns of the CMS evaluations list, and the row fields they read (a fragment beside them).
import type { IntlShape } from 'react-intl';
import type { ListViewColumn } from '../../../../components/cms/list/columns.ts';
import { RowLink, updatedColumn } from '../../../../components/cms/list/common-columns.tsx';
import { graphql } from '../../../../gql';
import type { CmsEvaluationRow_EvaluationFragment } from '../../../../gql/graphql.ts';
import { type Phase, phaseLabel, phaseLook, statusLabel, v1Value } from '../../labels.ts';
import type { SortKey } from './list-state.ts';

export const CmsEvaluationRowFragment = graphql(`
  fragment CmsEvaluationRow_evaluation on Evaluation {
    id
    title
    status
    publishAt
    unpublishAt
    phase
    updatedAt
    gradation {
      id
      title
    }
    programs {
      id
      title
    }
    associations {
      id
      title
    }
  }
`);

export type CmsEvaluationRow = CmsEvaluationRow_EvaluationFragment;

const titles = (records: readonly { title: string }[]) =>
  records.length > 0 ? records.map((record) => record.title).join(', ') : '–';

const pill = 'inline-flex rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset';

/** The status, and a planned change with its moment ("Gepland: publiceren op 1 maart 09:00"). */
function StatusCell({ row, intl }: { row: CmsEvaluationRow; intl: IntlShape }) {
  const when = (moment: string) =>
    intl.formatDate(moment, { dateStyle: 'medium', timeStyle: 'short' });
  const planned = row.publishAt
    ? intl.formatMessage(
        { id: 'cmsEvaluations.list.plannedPublish' },
        { when: when(row.publishAt) },
      )
    : row.unpublishAt
      ? intl.formatMessage(
          { id: 'cmsEvaluations.list.plannedUnpublish' },
          { when: when(row.unpublishAt) },
        )
      : null;
  return (
    <>
      {intl.formatMessage({ id: statusLabel(row.status) })}
      {planned && <span className="block text-sm text-ink-muted">{planned}</span>}
    </>
  );
}

export function evaluationColumns(intl: IntlShape): ListViewColumn<CmsEvaluationRow, SortKey>[] {
  return [
    {
      id: 'title',
      header: intl.formatMessage({ id: 'cmsEvaluations.list.column.title' }),
      sortKey: 'title',
      rowHeader: true,
      className: 'min-w-64',
      cell: (row) => <RowLink to={`/cms/evaluations/${row.id}`}>{row.title}</RowLink>,
    },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'cmsEvaluations.list.column.status' }),
      sortKey: 'status',
      cell: (row) => <StatusCell row={row} intl={intl} />,
    },
    {
      id: 'phase',
      header: intl.formatMessage({ id: 'cmsEvaluations.list.column.phase' }),
      sortKey: 'phase',
      className: 'min-w-44',
      cell: (row) => (
        <span className={`${pill} ${phaseLook[v1Value(row.phase) as Phase]}`}>
          {intl.formatMessage({ id: phaseLabel(row.phase) })}
        </span>
      ),
    },
    {
      id: 'gradation',
      header: intl.formatMessage({ id: 'cmsEvaluations.list.column.gradation' }),
      className: 'whitespace-nowrap',
      cell: (row) => row.gradation?.title ?? '–',
    },
    {
      id: 'programs',
      header: intl.formatMessage({ id: 'cmsEvaluations.list.column.programs' }),
      cell: (row) => titles(row.programs),
    },
    {
      id: 'associations',
      header: intl.formatMessage({ id: 'cmsEvaluations.list.column.associations' }),
      cell: (row) => titles(row.associations),
    },
    updatedColumn(
      intl,
      intl.formatMessage({ id: 'cmsEvaluations.list.column.updated' }),
      'updated',
    ),
  ];
}
