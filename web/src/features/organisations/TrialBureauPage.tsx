// The trial bureau screen (public); lazy-loaded as the screen group "trial-agency". A trial bureau
// has documents but no events or posts (spec section 3). An unknown id shows the not-found screen.

import { useParams } from 'react-router';
import { usePublicQuery } from '../../api/use-public-query.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { NotFoundPage } from '../not-found/index.ts';
import { DetailSkeleton } from './detail/DetailSkeleton.tsx';
import { DocumentsSection } from './detail/DocumentsSection.tsx';
import { OrganisationDetailQuery } from './detail/detail-operations.ts';
import { EvaluationsSection } from './detail/EvaluationsSection.tsx';
import { OrganisationDetail } from './detail/OrganisationDetail.tsx';
import { prefetchDetail } from './detail/prefetch-detail.ts';
import { isRecordId } from './detail/record-id.ts';
import { organisationsMessages } from './messages/index.ts';

function TrialBureauPage() {
  const id = useParams().id ?? '';
  const valid = isRecordId(id);
  const { data, error, refetch } = usePublicQuery(OrganisationDetailQuery, {
    variables: { kind: 'TRIAL_BUREAU', id },
    skip: !valid,
  });
  if (!valid) return <NotFoundPage />;
  if (error && !data) return <LoadingProblem onRetry={() => void refetch()} />;
  if (!data) return <DetailSkeleton />;
  const bureau = data.organisation;
  if (bureau?.__typename !== 'TrialBureau') return <NotFoundPage />;

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
