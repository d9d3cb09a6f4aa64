// The empty state of a search that found nothing (the summary above says so): what to try
// instead, and the way to browse.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../../components/status/EmptyState.tsx';

export function NoResults() {
  const intl = useIntl();
  return (
    <EmptyState
      action={
        <ul className="inline-block list-disc space-y-1 pl-6 text-left">
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
      }
    >
      {intl.formatMessage({ id: 'searchResults.empty.intro' })}
    </EmptyState>
  );
}
