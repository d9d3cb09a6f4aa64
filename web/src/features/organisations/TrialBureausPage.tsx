// The menu's "Trialbureau" (/trialbureaus; lazy-loaded as the screen group "trial-agency"): the
// spec only has /trialbureaus/{id}, so this asks for the trial bureaus and replaces the URL with
// the first one's page, instead of a fixed id in the menu.

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { usePublicQuery } from '../../api/use-public-query.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { EmptyState } from '../../components/status/EmptyState.tsx';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { DetailSkeleton } from './detail/DetailSkeleton.tsx';
import { FirstTrialBureauQuery } from './detail/detail-operations.ts';
import { organisationsMessages } from './messages/index.ts';

function TrialBureausPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, error, refetch } = usePublicQuery(FirstTrialBureauQuery);
  const firstId = data?.trialBureaus.data[0]?.id;

  useEffect(() => {
    if (firstId) void navigate(`/trialbureaus/${firstId}`, { replace: true });
  }, [firstId, navigate]);

  if (error && !data) return <LoadingProblem onRetry={() => void refetch()} />;
  if (!data || firstId) return <DetailSkeleton />;
  return (
    <ScreenPage titleId="page.trialBureau.title" trail={[{ labelId: 'nav.home', to: '/' }]}>
      <EmptyState>{intl.formatMessage({ id: 'organisations.trialBureau.none' })}</EmptyState>
    </ScreenPage>
  );
}

export default withFeatureMessages(organisationsMessages, TrialBureausPage);
