// The public home page: what the platform is, a search entry, the ways into the registry with
// their counts, the newest evaluations and the news; lazy-loaded as the screen group "home", so
// the other routes do not load it. The texts and the search form render with it; the data
// sections come in their own chunk
// (HomeData, one GraphQL request) behind placeholders of their final size, unless the gateway
// embedded the answer in the page the browser opened: then they render from it at once.
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { peekFreshAnswer, takeFreshAnswer } from '../../api/public-answers.ts';
import { useAnnounceCrumbs } from '../../components/breadcrumbs/use-announce-crumbs.ts';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { HomeDataView, type HomePageAnswer } from './HomeDataView.tsx';
import { HomeSearchForm } from './HomeSearchForm.tsx';
import { HomeSections } from './HomeSections.tsx';
import { homeMessages } from './messages/index.ts';

/** Shown when the data chunk itself cannot be loaded: retrying loads the page afresh. */
function HomeDataUnavailable() {
  return <HomeSections counts={null} onRetry={() => window.location.reload()} />;
}

const HomeData = lazy(() =>
  import('./HomeData.tsx').catch(() => ({
    default: HomeDataUnavailable,
  })),
);

function HomePageContent() {
  const intl = useIntl();
  useAnnounceCrumbs(() => [{ label: intl.formatMessage({ id: 'nav.home' }) }], intl.locale);
  // The page's own answer (api/page-data.ts), taken once the page shows it: a later visit asks.
  const [embedded] = useState(() => peekFreshAnswer<HomePageAnswer>('HomePage'));
  useEffect(() => {
    if (embedded) takeFreshAnswer('HomePage');
  }, [embedded]);

  return (
    <article className="space-y-12">
      <header className="space-y-6">
        <h1 className="text-3xl font-bold tracking-tight text-brand-primary-dark sm:text-4xl">
          <FormattedMessage id="home.heading" />
        </h1>
        <p className="max-w-prose text-lg leading-relaxed">
          <FormattedMessage id="home.intro" />
        </p>
        <HomeSearchForm />
      </header>

      {embedded ? (
        <HomeDataView data={embedded} />
      ) : (
        <Suspense fallback={<HomeSections counts={undefined} />}>
          <HomeData />
        </Suspense>
      )}

      <section
        aria-labelledby="home-about"
        className="max-w-prose space-y-4 text-lg leading-relaxed"
      >
        <h2 id="home-about" className="text-2xl font-bold text-brand-primary-dark">
          <FormattedMessage id="home.about.title" />
        </h2>
        <p>
          <FormattedMessage id="home.partners" />
        </p>
        <p>
          <FormattedMessage id="home.support" />
        </p>
        <p>
          <Link to="/about" className="font-semibold text-brand-primary-dark underline">
            <FormattedMessage id="home.about.more" />
          </Link>
        </p>
      </section>
    </article>
  );
}

export default withFeatureMessages(homeMessages, HomePageContent);
