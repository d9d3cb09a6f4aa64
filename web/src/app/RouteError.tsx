// Shown when a screen cannot be loaded (its chunk failed or took over 120 s) or fails to render.
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router';
import { primaryButton } from '../components/buttons/button-styles.ts';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <section role="alert" className="mx-auto max-w-2xl space-y-4 p-8">
      <h1 className="text-2xl font-bold text-brand-primary-dark">
        <FormattedMessage id="errors.loadingTitle" />
      </h1>
      <p>
        <FormattedMessage id="errors.loading" />
      </p>
      <button type="button" onClick={() => window.location.reload()} className={primaryButton}>
        <FormattedMessage id="errors.reload" />
      </button>
    </section>
  );
}
