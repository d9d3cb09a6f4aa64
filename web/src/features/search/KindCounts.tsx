// The count per kind under the summary, each a link to its section (plain text for none).
import { useIntl } from 'react-intl';
import { kindSectionId, kindTitle } from './KindSection.tsx';
import type { KindResults } from './result-rows.ts';
import { SEARCH_KINDS, type SearchKind } from './results-state.ts';

const chip = 'inline-flex min-h-11 items-center gap-2 rounded-full border px-4';

export function KindCounts({ results }: { results: Record<SearchKind, KindResults> }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'searchResults.kinds' })}>
      <ul className="flex flex-wrap gap-2">
        {SEARCH_KINDS.map((kind) => {
          const { total } = results[kind].pageInfo;
          const label = intl.formatMessage({ id: kindTitle[kind] });
          const count = (
            <span className="rounded-full bg-surface-muted px-2 text-sm font-semibold text-ink-muted">
              {intl.formatNumber(total)}
            </span>
          );
          return (
            <li key={kind}>
              {total > 0 ? (
                <a
                  href={`#${kindSectionId(kind)}`}
                  className={`${chip} border-gray-300 bg-white font-semibold text-brand-primary-dark hover:border-brand-primary-dark`}
                >
                  {label} {count}
                </a>
              ) : (
                <span className={`${chip} border-dashed border-gray-300 text-ink-muted`}>
                  {label} {count}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
