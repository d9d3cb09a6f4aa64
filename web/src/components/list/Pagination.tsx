// Paging of a list screen: how many were found, links to pages (real links: shareable, and
// keyboard and screen-reader friendly), and the per-page choice. The state lives in the URL.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';

export interface PaginationProps {
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  /** The per-page choice; left out (no select) without choices or handler. */
  perPageChoices?: readonly number[];
  /** The link to another page (from useUrlState's hrefFor). */
  hrefForPage: (page: number) => string;
  onPerPageChange?: (perPage: number) => void;
  /** Shows "n gevonden" (default); off where the screen names the count itself. */
  showTotal?: boolean;
  /** Keeps the scroll position on a page change (a screen with several paged lists). */
  preventScrollReset?: boolean;
}

/** Page numbers to show: first, last, and two around the current one, with gaps as null. */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  const pages = new Set([1, lastPage, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= lastPage).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const p of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && p - previous > 1) result.push(null);
    result.push(p);
  }
  return result;
}

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-gray-300 px-3 hover:bg-surface-muted';

export function Pagination(props: PaginationProps) {
  const { page, lastPage, total, perPage, perPageChoices, hrefForPage, onPerPageChange } = props;
  const { showTotal = true, preventScrollReset = false } = props;
  const intl = useIntl();
  if (!showTotal && lastPage <= 1 && !(perPageChoices && onPerPageChange)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      {showTotal && (
        <p aria-live="polite">
          <FormattedMessage id="list.found" values={{ total }} />
        </p>
      )}
      {lastPage > 1 && (
        <nav aria-label={intl.formatMessage({ id: 'list.pagination' })}>
          <ul className="flex flex-wrap items-center gap-1">
            {page > 1 && (
              <li>
                <Link
                  to={hrefForPage(page - 1)}
                  className={linkClass}
                  rel="prev"
                  preventScrollReset={preventScrollReset}
                >
                  <FormattedMessage id="list.previous" />
                </Link>
              </li>
            )}
            {pageWindow(page, lastPage).map((p, index) =>
              p === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
                <li key={`gap-${index}`} aria-hidden="true" className="px-1">
                  …
                </li>
              ) : (
                <li key={p}>
                  <Link
                    to={hrefForPage(p)}
                    preventScrollReset={preventScrollReset}
                    aria-current={p === page ? 'page' : undefined}
                    aria-label={intl.formatMessage({ id: 'list.page' }, { page: p })}
                    className={`${linkClass} ${p === page ? 'border-brand-primary-dark bg-brand-primary-dark font-semibold text-white hover:bg-brand-primary-darker' : ''}`}
                  >
                    {p}
                  </Link>
                </li>
              ),
            )}
            {page < lastPage && (
              <li>
                <Link
                  to={hrefForPage(page + 1)}
                  className={linkClass}
                  rel="next"
                  preventScrollReset={preventScrollReset}
                >
                  <FormattedMessage id="list.next" />
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
      {perPageChoices && onPerPageChange && (
        <label className="flex items-center gap-2">
          <FormattedMessage id="list.perPage" />
          <select
            value={perPage}
            onChange={(event) => onPerPageChange(Number(event.target.value))}
            className="min-h-11 rounded-md border border-gray-400 bg-white px-2"
          >
            {perPageChoices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
