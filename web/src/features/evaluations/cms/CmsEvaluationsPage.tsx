// The CMS evaluations list (/cms/evaluations, any signed-in user); lazy-loaded as the screen group
// "evaluations-admin". Search, filters, "mine", sort, page and per-page live in the URL
// (list/list-state.ts). Admins and editors create evaluations and delete several at once.

import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { primaryButton } from '../../../components/buttons/button-styles.ts';
import { CmsListPage, cmsListTexts } from '../../../components/cms/list/CmsListPage.tsx';
import { listViewMessages } from '../../../components/cms/list/messages/index.ts';
import { useCmsDelete } from '../../../components/cms/list/use-cms-delete.ts';
import { useCmsList } from '../../../components/cms/list/use-cms-list.ts';
import { listPage } from '../../../components/list/list-page.ts';
import type { CmsEvaluationsListQuery as ListAnswer } from '../../../gql/graphql.ts';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { useAppState } from '../../../store/hooks.tsx';
import { selectUser } from '../../../store/selectors.ts';
import { EvaluationFacetsQuery } from '../list/list-operations.ts';
import { type FacetParam, toggledFacet } from '../list/list-state.ts';
import { evaluationsMessages } from '../messages/index.ts';
import { CmsEvaluationFilters } from './list/CmsEvaluationFilters.tsx';
import { CmsEvaluationRowFragment, evaluationColumns } from './list/evaluation-columns.tsx';
import { CmsEvaluationsListQuery, DeleteEvaluationsMutation } from './list/list-operations.ts';
import { cmsEvaluationsListParams, toFilter } from './list/list-state.ts';
import { cmsEvaluationsListMessages } from './list/messages/index.ts';
import { useCreateEvaluation } from './list/use-evaluation-actions.ts';

const rows = (data: ListAnswer) => listPage(data.evaluations, CmsEvaluationRowFragment);

function CmsEvaluationsPage() {
  const intl = useIntl();
  const user = useAppState(selectUser);
  const canEdit = user?.role === 'ADMIN' || user?.role === 'EDITOR';
  const list = useCmsList(cmsEvaluationsListParams, { query: CmsEvaluationsListQuery, rows });
  const { value: state, update } = list;
  const filter = useMemo(() => toFilter(state), [state]);
  const facets = useQuery(EvaluationFacetsQuery, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  const columns = useMemo(() => evaluationColumns(intl), [intl]);

  const { createEvaluation, creating } = useCreateEvaluation();
  const { refetch: refetchList } = list;
  const { refetch: refetchFacets } = facets;
  const remove = useCmsDelete({
    mutation: DeleteEvaluationsMutation,
    refetch: useCallback(
      () => Promise.all([refetchList(), refetchFacets()]),
      [refetchList, refetchFacets],
    ),
    deleted: {
      title: 'cmsEvaluations.list.deleted.title',
      message: 'cmsEvaluations.list.deleted.message',
    },
  });

  const onToggle = (param: FacetParam, value: string, checked: boolean) =>
    update(toggledFacet(state, param, value, checked));

  return (
    <CmsListPage
      titleId="page.cmsEvaluations.title"
      introId="page.cmsEvaluations.intro"
      list={list}
      texts={cmsListTexts(intl, 'cmsEvaluations.list', 'cmsEvaluations.list.clearFilters')}
      columns={columns}
      rowName={(row) => row.title}
      filters={
        <CmsEvaluationFilters
          state={state}
          facets={(facets.data ?? facets.previousData)?.evaluationFacets}
          onToggle={onToggle}
          onMineChange={(mine) => update({ mine })}
        />
      }
      actions={
        canEdit && (
          <button
            type="button"
            className={primaryButton}
            disabled={creating}
            onClick={() => void createEvaluation()}
          >
            {intl.formatMessage({ id: 'cmsEvaluations.list.create.button' })}
          </button>
        )
      }
      remove={canEdit ? remove : undefined}
    />
  );
}

export default withFeatureMessages(
  [listViewMessages, cmsEvaluationsListMessages, evaluationsMessages],
  CmsEvaluationsPage,
);
