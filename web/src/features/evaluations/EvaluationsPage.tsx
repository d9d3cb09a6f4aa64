// The care evaluations list (public); lazy-loaded as the screen group "evaluations". Search,
// facets, sort, page and per-page live in the URL (list/list-state.ts); the list and the facet
// counts are two queries that keep showing the previous answer while the next one loads. On the
// page the browser opened, both are fetched before the first render (`prefetch`).

import { useCallback, useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchPublicQuery } from '../../api/public-answers.ts';
import { usePublicQuery } from '../../api/use-public-query.ts';
import { primaryButton } from '../../components/buttons/button-styles.ts';
import { ListResults } from '../../components/list/ListResults.tsx';
import { listPage } from '../../components/list/list-page.ts';
import { SearchField } from '../../components/list/SearchField.tsx';
import { searchTexts } from '../../components/list/search-texts.ts';
import { readQuery } from '../../components/list/url-state.ts';
import { useUrlState } from '../../components/list/use-url-state.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { useAppState } from '../../store/hooks.tsx';
import { selectSignedIn } from '../../store/selectors.ts';
import { createTokenStorage } from '../../store/token-storage.ts';
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
  listVariables,
  PER_PAGE_CHOICES,
  toggledFacet,
} from './list/list-state.ts';
import { SortSelect } from './list/SortSelect.tsx';
import { evaluationsMessages } from './messages/index.ts';

function EvaluationsPage() {
  const intl = useIntl();
  const showStatus = useAppState(selectSignedIn);
  const { value: state, update, hrefFor } = useUrlState(listSchema);
  const variables = useMemo(() => listVariables(state, showStatus), [state, showStatus]);
  const { filter, sort } = variables.list;

  // The first answers may be in the page's HTML (the list's first page without filters) or come
  // from `prefetch`: either is taken without asking again; fresh answers on every other change.
  const list = usePublicQuery(EvaluationsListQuery, { variables: variables.list });
  const facets = usePublicQuery(EvaluationFacetsQuery, { variables: variables.facets });
  // The previous answer stays on screen while the next page or filter loads: nothing jumps.
  // Deferred: the cards render in a background pass that yields to input, not in one long task.
  const answer = useDeferredValue(list.data ?? list.previousData);
  const page = useMemo(() => answer && listPage(answer.evaluations), [answer]);
  const facetData = (facets.data ?? facets.previousData)?.evaluationFacets;

  const onSearch = useCallback(
    (term: string, options: { replace: boolean }) => update({ q: term }, options),
    [update],
  );
  const onToggle = (param: FacetParam, value: string, checked: boolean) =>
    update(toggledFacet(state, param, value, checked));
  const chosen = chosenCount(state, showStatus);
  const clearButton = (
    <button type="button" onClick={() => update(clearedFilters)} className={primaryButton}>
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

/**
 * The list and its facet counts held before the first render of a page opened in the browser,
 * unless the page's HTML brought them (api/page-data.ts).
 * @public (read by the route table, app/routes.tsx, from the lazily loaded module)
 */
export async function prefetch({ request }: LoaderFunctionArgs): Promise<void> {
  const state = listSchema.parse(readQuery(new URL(request.url).searchParams));
  // The same variables the page will ask with: staff (a stored session) also see the status facet.
  const variables = listVariables(state, createTokenStorage().load() !== null);
  await Promise.all([
    prefetchPublicQuery(EvaluationsListQuery, variables.list),
    prefetchPublicQuery(EvaluationFacetsQuery, variables.facets),
  ]);
}
