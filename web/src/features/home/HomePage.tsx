// The public home page: what the platform is for. Part of the first load (no lazy chunk).
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from '../../store/hooks.tsx';

export function HomePage() {
  const dispatch = useDispatch();
  const intl = useIntl();
  useEffect(() => {
    dispatch({
      type: 'breadcrumbs/announced',
      crumbs: [{ label: intl.formatMessage({ id: 'nav.home' }) }],
    });
  }, [dispatch, intl]);
  return (
    <article>
      <h1 className="text-3xl font-bold tracking-tight text-brand-primary-dark sm:text-4xl">
        <FormattedMessage id="home.heading" />
      </h1>
      <div className="mt-6 max-w-prose space-y-4 text-lg leading-relaxed">
        <p>
          <FormattedMessage id="home.intro" />
        </p>
        <p>
          <FormattedMessage id="home.partners" />
        </p>
        <p>
          <FormattedMessage id="home.support" />
        </p>
      </div>
    </article>
  );
}
