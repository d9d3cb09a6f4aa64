// The dashboard screen (/cms, any signed-in user); lazy-loaded as the screen group "dashboard".
// A summary for the role (own evaluations, or recently changed ones), the way to hour registration
// with this week's total, and the spec's two demonstration widgets: the mock inbox and the mock
// log timeline.
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { useAppState } from '../../store/hooks.tsx';
import { selectUser } from '../../store/selectors.ts';
import { EvaluationsSummary } from './EvaluationsSummary.tsx';
import { HoursCard } from './HoursCard.tsx';
import { MockInbox } from './inbox/MockInbox.tsx';
import { dashboardMessages } from './messages/index.ts';
import { MockLogTimeline } from './timeline/MockLogTimeline.tsx';

function DashboardPage() {
  const user = useAppState(selectUser);
  const recent = user?.role === 'ADMIN' || user?.role === 'EDITOR';
  return (
    <ScreenPage titleId="page.dashboard.title" introId="page.dashboard.intro" trail={[]}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <EvaluationsSummary recent={recent} />
        </div>
        <HoursCard />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <MockInbox />
        </div>
        <MockLogTimeline />
      </div>
    </ScreenPage>
  );
}

export default withFeatureMessages(dashboardMessages, DashboardPage);
