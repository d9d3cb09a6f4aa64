// The care evaluations list (public); lazy-loaded as the screen group "evaluations". Search,
// facets, sort, page and per-page live in the URL (list/list-state.ts); the list and the facet
// counts are two queries that keep showing the previous answer while the next one loads.

import { useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ListResults } from '../../components/list/ListResults.tsx';
import { SearchField } from '../../components/list/SearchField.tsx';
import { searchTexts } from '../../components/list/search-texts.ts';
import { useUrlState } from '../../components/list/use-url-state.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { useAppState } from '../../store/hooks.tsx';
import { selectSignedIn } from '../../store/selectors.ts';
import { CsvExport } from './list/CsvExport.tsx';
import { EvaluationCard } from './list/EvaluationCard.tsx';
import { FacetsPanel } from './list/FacetsPanel.tsx';
import { fileNameFilters } from './list/file-name-filters.ts';
import { EvaluationFacetsQuery, EvaluationsListQuery } from './list/list-operations.ts';
import {
  chosenCount,
  clearedFilters,
  type FacetParam,
  listSchema,
  PER_PAGE_CHOICES,
  toFilter,
  toSort,
} from './list/list-state.ts';
import { SortSelect } from './list/SortSelect.tsx';
import { evaluationsMessages } from './messages/index.ts';

function EvaluationsPage() {
  const intl = useIntl();
  const showStatus = useAppState(selectSignedIn);
  const { value: state, update, hrefFor } = useUrlState(listSchema);
  const filter = useMemo(() => toFilter(state, showStatus), [state, showStatus]);
  const sort = useMemo(() => toSort(state), [state]);

  const list = useQuery(EvaluationsListQuery, {
    variables: { filter, sort, page: state.page, limit: state.limit },
    fetchPolicy: 'cache-and-network',
  });
  const facets = useQuery(EvaluationFacetsQuery, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  // The previous answer stays on screen while the next page or filter loads: nothing jumps.
  // Deferred: the cards render in a background pass that yields to input, not in one long task.
  const page = useDeferredValue((list.data ?? list.previousData)?.evaluations);
  const facetData = (facets.data ?? facets.previousData)?.evaluationFacets;

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
  const chosen = chosenCount(state, showStatus);
  const clearButton = (
    <button
      type="button"
      onClick={() => update(clearedFilters)}
      className="min-h-11 rounded-md bg-brand-primary-dark px-4 font-semibold text-white hover:bg-brand-primary-darker"
    >
      {intl.formatMessage({ id: 'evaluations.list.clearFilters' })}
    </button>
  );

  return (
    <ScreenPage
      titleId="evaluations.list.title"
      introId="evaluations.list.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    >
      <SearchField
        value={state.q}
        onSearch={onSearch}
        texts={searchTexts(intl, 'evaluations.list')}
      />
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
        <FacetsPanel
          facets={facetData}
          state={state}
          showStatus={showStatus}
          chosen={chosen}
          onToggle={onToggle}
        />
        <section
          aria-labelledby="evaluations-results"
          aria-busy={list.loading}
          className="min-h-[40rem] space-y-4"
        >
          <h2 id="evaluations-results" className="sr-only">
            {intl.formatMessage({ id: 'evaluations.list.results' })}
          </h2>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <SortSelect state={state} onChange={(choice) => update({ sort: choice })} />
            <CsvExport
              filter={filter}
              sort={sort}
              fileNameFilters={fileNameFilters(
                showStatus ? state : { ...state, status: [] },
                facetData,
              )}
            />
          </div>
          <ListResults
            page={page}
            loading={list.loading}
            failed={Boolean(list.error)}
            onRetry={() => void list.refetch()}
            perPage={state.limit}
            perPageChoices={PER_PAGE_CHOICES}
            hrefForPage={(target) => hrefFor({ page: target })}
            onPerPageChange={(limit) => update({ limit })}
            skeletonHeight="h-40"
            listClassName="space-y-4"
            renderItem={(evaluation) => (
              <EvaluationCard evaluation={evaluation} showStatus={showStatus} />
            )}
            emptyText={intl.formatMessage({ id: 'evaluations.list.empty' })}
            emptyAction={chosen > 0 || state.q ? clearButton : undefined}
          />
        </section>
      </div>
    </ScreenPage>
  );
}

export default withFeatureMessages(evaluationsMessages, EvaluationsPage);
