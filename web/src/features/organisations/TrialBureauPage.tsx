// The trial bureau screen (public); lazy-loaded as the screen group "trial-agency". A trial bureau
// has documents but no events or posts (spec section 3). An unknown id shows the not-found screen.

import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { DocumentsSection } from './detail/DocumentsSection.tsx';
import { EvaluationsSection } from './detail/EvaluationsSection.tsx';
import { OrganisationDetail } from './detail/OrganisationDetail.tsx';
import { prefetchDetail } from './detail/prefetch-detail.ts';
import { useOrganisationDetail } from './detail/use-organisation-detail.tsx';
import { organisationsMessages } from './messages/index.ts';

function TrialBureauPage() {
  const { organisation: bureau, instead } = useOrganisationDetail('TRIAL_BUREAU', 'TrialBureau');
  if (!bureau) return instead;

  return (
    <ScreenPage title={bureau.title} trail={[{ labelId: 'nav.home', to: '/' }]}>
      <OrganisationDetail organisation={bureau}>
        <EvaluationsSection evaluations={bureau.evaluations} />
        <DocumentsSection documents={bureau.documents} />
      </OrganisationDetail>
    </ScreenPage>
  );
}

export default withFeatureMessages(organisationsMessages, TrialBureauPage);

/**
 * The page's data in the cache before the first render of a page opened in the browser.
 * @public (read by the route table, app/routes.tsx, from the lazily loaded module)
 */
export const prefetch = prefetchDetail('TRIAL_BUREAU');
