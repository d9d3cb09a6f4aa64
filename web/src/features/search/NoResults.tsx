// The empty state of a search that found nothing: what to try instead, and the way to browse.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../../components/status/EmptyState.tsx';

export function NoResults({ term }: { term: string }) {
  const intl = useIntl();
  return (
    <EmptyState
      action={
        <div className="mx-auto max-w-prose space-y-3 text-left">
          <p>{intl.formatMessage({ id: 'searchResults.empty.intro' })}</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>{intl.formatMessage({ id: 'searchResults.empty.otherWords' })}</li>
            <li>{intl.formatMessage({ id: 'searchResults.empty.spelling' })}</li>
            <li>
              <Link
                to="/evaluations"
                className="font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker"
              >
                {intl.formatMessage({ id: 'searchResults.empty.browse' })}
              </Link>
            </li>
          </ul>
        </div>
      }
    >
      <strong className="text-lg text-ink">
        {intl.formatMessage({ id: 'searchResults.empty.title' }, { term })}
      </strong>
    </EmptyState>
  );
}
