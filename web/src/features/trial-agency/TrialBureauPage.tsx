// The trial bureau screen (public); lazy-loaded as the screen group "trial-agency".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function TrialBureauPage() {
  return (
    <ScreenPage
      titleId="page.trialBureau.title"
      introId="page.trialBureau.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    />
  );
}
