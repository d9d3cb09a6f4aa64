// The spec's loading-problem text (section 8) where a screen's data could not be loaded, with a retry.
import { FormattedMessage } from 'react-intl';
import { primaryButton } from '../buttons/button-styles.ts';

export function LoadingProblem({ onRetry }: { onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="space-y-3 rounded-md border border-brand-secondary-dark/40 bg-orange-50 p-4"
    >
      <p>
        <FormattedMessage id="errors.loading" />
      </p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={primaryButton}>
          <FormattedMessage id="errors.retry" />
        </button>
      )}
    </div>
  );
}
