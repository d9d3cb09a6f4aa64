// Previous / "Pagina 2 van 5" / next for the history's lists: buttons for the timeline (its page is
// its own state, in a tab or a dialog) or links for "Recent verwijderd" (its page is in the URL).
// Its own small pager rather than the public lists' Pagination: importing that from CMS code split
// the public lists' shared chunk and cost every list route 0.4 KB (docs/decisions.md).
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { secondaryButton } from '../../buttons/button-styles.ts';

interface PageStepsProps {
  page: number;
  lastPage: number;
  /** The pager's name ("Pagina's van de geschiedenis"). */
  label: string;
  /** Buttons: a step calls this. */
  onPage?: (page: number) => void;
  /** Links: a step leads here. */
  hrefFor?: (page: number) => string;
}

export function PageSteps({ page, lastPage, label, onPage, hrefFor }: PageStepsProps) {
  const intl = useIntl();
  if (lastPage <= 1) return null;
  const step = (target: number, id: 'cmsHistory.paging.previous' | 'cmsHistory.paging.next') => {
    const text = intl.formatMessage({ id });
    const disabled = target < 1 || target > lastPage;
    if (hrefFor)
      return disabled ? (
        <span className={`${secondaryButton} opacity-60`} aria-disabled="true">
          {text}
        </span>
      ) : (
        <Link to={hrefFor(target)} className={secondaryButton}>
          {text}
        </Link>
      );
    return (
      <button
        type="button"
        className={secondaryButton}
        disabled={disabled}
        onClick={() => onPage?.(target)}
      >
        {text}
      </button>
    );
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      {step(page - 1, 'cmsHistory.paging.previous')}
      <span>{intl.formatMessage({ id: 'cmsHistory.paging.status' }, { page, lastPage })}</span>
      {step(page + 1, 'cmsHistory.paging.next')}
    </nav>
  );
}
