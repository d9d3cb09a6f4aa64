// The care evaluations screen (public); lazy-loaded as the screen group "evaluations".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function EvaluationsPage() {
  return (
    <ScreenPage
      titleId="page.evaluations.title"
      introId="page.evaluations.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    />
  );
}
