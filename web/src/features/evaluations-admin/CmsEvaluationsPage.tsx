// The care evaluations screen (/cms); lazy-loaded as the screen group "evaluations-admin".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function CmsEvaluationsPage() {
  return (
    <ScreenPage
      titleId="page.cmsEvaluations.title"
      introId="page.cmsEvaluations.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
