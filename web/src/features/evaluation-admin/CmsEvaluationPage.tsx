// The edit care evaluation screen (/cms); lazy-loaded as the screen group "evaluation-admin".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function CmsEvaluationPage() {
  return (
    <ScreenPage
      titleId="page.cmsEvaluation.title"
      introId="page.cmsEvaluation.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
