// The CMS evaluations list (/cms/evaluations, any signed-in user); lazy-loaded as the screen group
// "evaluations-admin". Search, filters, "mine", sort, page and per-page live in the URL
// (list/list-state.ts). Admins and editors create evaluations and delete several at once.

import { useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { searchTexts } from '../../../components/list/search-texts.ts';
import { useUrlState } from '../../../components/list/use-url-state.ts';
import { ListView } from '../../../components/list-view/ListView.tsx';
import { listViewMessages } from '../../../components/list-view/messages/index.ts';
import { sortValue } from '../../../components/list-view/sort-state.ts';
import { useBulkDelete } from '../../../components/list-view/use-bulk-delete.ts';
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { useAppState } from '../../../store/hooks.tsx';
import { selectUser } from '../../../store/selectors.ts';
import { EvaluationFacetsQuery } from '../list/list-operations.ts';
import type { FacetParam } from '../list/list-state.ts';
import { evaluationsMessages } from '../messages/index.ts';
import { CmsEvaluationFilters } from './list/CmsEvaluationFilters.tsx';
import { evaluationColumns, toRow } from './list/evaluation-columns.tsx';
import { CmsEvaluationsListQuery, DeleteEvaluationsMutation } from './list/list-operations.ts';
import {
  chosenCount,
  clearedFilters,
  cmsListSchema,
  currentSort,
  PER_PAGE_CHOICES,
  toFilter,
  toSort,
} from './list/list-state.ts';
import { cmsEvaluationsListMessages } from './list/messages/index.ts';
import { useCreateEvaluation } from './list/use-evaluation-actions.ts';

const buttonClass =
  'min-h-11 rounded-md bg-brand-primary-dark px-4 font-semibold text-white hover:bg-brand-primary-darker disabled:opacity-70';

function CmsEvaluationsPage() {
  const intl = useIntl();
  const user = useAppState(selectUser);
  const canEdit = user?.role === 'ADMIN' || user?.role === 'EDITOR';
  const { value: state, update, hrefFor } = useUrlState(cmsListSchema);
  const filter = useMemo(() => toFilter(state), [state]);
  const sort = useMemo(() => toSort(state), [state]);

  const list = useQuery(CmsEvaluationsListQuery, {
    variables: { filter, sort, page: state.page, limit: state.limit },
    fetchPolicy: 'cache-and-network',
  });
  const facets = useQuery(EvaluationFacetsQuery, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  const answer = useDeferredValue((list.data ?? list.previousData)?.evaluations);
  const page = useMemo(
    () => answer && { data: answer.data.map(toRow), pageInfo: answer.pageInfo },
    [answer],
  );
  const columns = useMemo(() => evaluationColumns(intl), [intl]);

  const { createEvaluation, creating } = useCreateEvaluation();
  const { refetch: refetchList } = list;
  const { refetch: refetchFacets } = facets;
  const refetch = useCallback(
    () => Promise.all([refetchList(), refetchFacets()]),
    [refetchList, refetchFacets],
  );
  const deleteEvaluations = useBulkDelete(DeleteEvaluationsMutation, refetch, {
    title: 'cmsEvaluations.list.deleted.title',
    message: 'cmsEvaluations.list.deleted.message',
  });

  const onSearch = useCallback(
    (term: string, options: { replace: boolean }) => update({ q: term }, options),
    [update],
  );
  const onToggle = (param: FacetParam, value: string, checked: boolean) => {
    const current = state[param] as string[];
    update({
      [param]: checked ? [...current, value] : current.filter((item) => item !== value),
    });
  };
  const filtered = chosenCount(state) > 0 || state.q !== '';

  return (
    <ScreenPage
      titleId="page.cmsEvaluations.title"
      introId="page.cmsEvaluations.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    >
      <ListView
        caption={intl.formatMessage({ id: 'cmsEvaluations.list.caption' })}
        columns={columns}
        rowName={(row) => row.title}
        page={page}
        loading={list.loading}
        failed={Boolean(list.error)}
        onRetry={() => void list.refetch()}
        sort={currentSort(state)}
        onSortChange={(next) => update({ sort: sortValue(next) })}
        search={{
          value: state.q,
          onSearch,
          texts: searchTexts(intl, 'cmsEvaluations.list'),
        }}
        filtersBesideFrom="2xl"
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
              className={buttonClass}
              disabled={creating}
              onClick={() => void createEvaluation()}
            >
              {intl.formatMessage({ id: 'cmsEvaluations.list.create.button' })}
            </button>
          )
        }
        onDelete={canEdit ? deleteEvaluations : undefined}
        perPage={state.limit}
        perPageChoices={PER_PAGE_CHOICES}
        hrefForPage={(target) => hrefFor({ page: target })}
        onPerPageChange={(limit) => update({ limit })}
        emptyText={intl.formatMessage({ id: 'cmsEvaluations.list.empty' })}
        emptyAction={
          filtered ? (
            <button type="button" className={buttonClass} onClick={() => update(clearedFilters)}>
              {intl.formatMessage({ id: 'cmsEvaluations.list.clearFilters' })}
            </button>
          ) : undefined
        }
      />
    </ScreenPage>
  );
}

export default withFeatureMessages(
  [listViewMessages, cmsEvaluationsListMessages, evaluationsMessages],
  CmsEvaluationsPage,
);
