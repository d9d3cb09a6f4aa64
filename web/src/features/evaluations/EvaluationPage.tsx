// The care evaluation screen (public); lazy-loaded as the screen group "evaluations".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function EvaluationPage() {
  return (
    <ScreenPage
      titleId="page.evaluation.title"
      introId="page.evaluation.intro"
      trail={[
        { labelId: 'nav.home', to: '/' },
        { labelId: 'page.evaluations.title', to: '/evaluations' },
      ]}
    />
  );
}
