// The breadcrumb trail the current page announced (state.crumbs); nothing when it announced none.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Crumb } from '../../store/actions.ts';
import { useAppState } from '../../store/hooks.tsx';
import type { AppState } from '../../store/state.ts';

const selectCrumbs = (state: AppState) => state.crumbs;

export function Breadcrumbs({ className = '' }: { className?: string }) {
  const crumbs = useAppState(selectCrumbs);
  return <BreadcrumbTrail crumbs={crumbs} className={className} />;
}

/** The trail itself; the last crumb is the current page and is not a link. */
export function BreadcrumbTrail({
  crumbs,
  className = '',
}: {
  crumbs: Crumb[];
  className?: string;
}) {
  const intl = useIntl();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })} className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${crumb.to ?? ''}|${crumb.label}`} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-ink-muted">
                  ›
                </span>
              )}
              {current || !crumb.to ? (
                <span
                  {...(current ? { 'aria-current': 'page' as const } : {})}
                  className="text-ink"
                >
                  {crumb.label}
                </span>
              ) : (
                <Link
                  to={crumb.to}
                  className="font-medium text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker"
                >
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
