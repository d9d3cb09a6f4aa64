// One kind's results on the search results page: a heading with the count, the results and a
// pager of its own (its page in the URL); the previous page stays, dimmed, while the next loads.
import { useIntl } from 'react-intl';
import { ListResults } from '../../components/list/ListResults.tsx';
import type { SearchResultsMessageKey } from './messages/index.ts';
import type { KindResults } from './result-rows.ts';
import { RESULTS_PER_PAGE, type SearchKind } from './results-state.ts';
import { SearchResultItem } from './SearchResultItem.tsx';

/** Each kind's name (headings, the count links). */
export const kindTitle = {
  associations: 'searchResults.kind.associations',
  programs: 'searchResults.kind.programs',
  evaluations: 'searchResults.kind.evaluations',
} as const satisfies Record<SearchKind, SearchResultsMessageKey>;

export const kindSectionId = (kind: SearchKind) => `search-results-${kind}`;

export function KindSection(props: {
  kind: SearchKind;
  results: KindResults;
  /** The part on screen is the previous answer while the next loads. */
  stale: boolean;
  words: readonly string[];
  hrefForPage: (page: number) => string;
}) {
  const intl = useIntl();
  const { kind, results } = props;
  const headingId = `${kindSectionId(kind)}-heading`;
  return (
    <section
      id={kindSectionId(kind)}
      aria-labelledby={headingId}
      aria-busy={props.stale}
      className="scroll-mt-28 space-y-4"
    >
      <h2 id={headingId} className="flex items-baseline gap-3 text-2xl font-bold text-ink">
        {intl.formatMessage({ id: kindTitle[kind] })}{' '}
        <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-base font-semibold text-ink-muted">
          {intl.formatNumber(results.pageInfo.total)}
        </span>
      </h2>
      <ListResults
        page={{ data: results.rows, pageInfo: results.pageInfo }}
        loading={props.stale}
        failed={false}
        onRetry={() => undefined}
        perPage={RESULTS_PER_PAGE}
        hrefForPage={props.hrefForPage}
        showTotal={false}
        preventScrollReset
        skeletonHeight="h-32"
        listClassName="space-y-3"
        renderItem={(row) => <SearchResultItem row={row} words={props.words} />}
        emptyText=""
      />
    </section>
  );
}
