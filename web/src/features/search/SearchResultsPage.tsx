// The search results page (public, `/search?q=…`); lazy-loaded as the screen group "search
// results". The term and each kind's page live in the URL (results-state.ts); associations,
// programs and evaluations come in one request (use-search-results.ts), each kind paged on its own.
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useUrlState } from '../../components/list/use-url-state.ts';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { SkeletonCards } from '../../components/status/Skeleton.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { evaluationsMessages } from '../evaluations/index.ts';
import { searchWords } from './highlight.ts';
import { KindCounts } from './KindCounts.tsx';
import { KindSection } from './KindSection.tsx';
import { searchResultsMessages } from './messages/index.ts';
import { NoResults } from './NoResults.tsx';
import { resultRows } from './result-rows.ts';
import { newSearch, pageParamOf, resultsSchema, SEARCH_KINDS } from './results-state.ts';
import { SearchResultsFrame } from './SearchResultsFrame.tsx';
import { useSearchResults } from './use-search-results.ts';

function SearchResultsPage() {
  const intl = useIntl();
  const { value: state, update, hrefFor } = useUrlState(resultsSchema);
  const results = useSearchResults(state);
  const words = useMemo(() => searchWords(state.q), [state.q]);
  const rows = useMemo(() => results.data && resultRows(results.data), [results.data]);
  const onSearch = useCallback(
    (term: string, options: { replace: boolean }) => update(newSearch(term), options),
    [update],
  );
  const total = rows
    ? SEARCH_KINDS.reduce((sum, kind) => sum + rows[kind].pageInfo.total, 0)
    : undefined;
  const searching = results.searching || (results.loading && rows === undefined);
  const summary =
    state.q === '' || (results.failed && !rows)
      ? ''
      : searching || total === undefined
        ? intl.formatMessage({ id: 'searchResults.searching' }, { term: state.q })
        : intl.formatMessage({ id: 'searchResults.summary' }, { total, term: state.q });

  return (
    <SearchResultsFrame term={state.q} onSearch={onSearch}>
      <div className="space-y-3">
        <p aria-live="polite" className="min-h-7 text-lg font-semibold">
          {summary}
        </p>
        {rows && total !== 0 && <KindCounts results={rows} />}
      </div>
      {state.q === '' ? (
        <p className="text-ink-muted">{intl.formatMessage({ id: 'searchResults.noTerm' })}</p>
      ) : results.failed && !rows ? (
        <LoadingProblem onRetry={results.retry} />
      ) : !rows ? (
        // One block until the first answer: it gives way to the kinds' sections whole, so nothing
        // that was on screen moves when they arrive.
        <SkeletonCards count={4} height="h-32" />
      ) : total === 0 && !searching ? (
        <NoResults />
      ) : (
        SEARCH_KINDS.filter((kind) => rows[kind].pageInfo.total > 0).map((kind) => (
          <KindSection
            key={kind}
            kind={kind}
            results={rows[kind]}
            stale={results.stale(kind)}
            words={words}
            hrefForPage={(page) => hrefFor({ [pageParamOf(kind)]: page })}
          />
        ))
      )}
    </SearchResultsFrame>
  );
}

export default withFeatureMessages([evaluationsMessages, searchResultsMessages], SearchResultsPage);
