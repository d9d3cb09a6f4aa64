// The edit trial bureau screen (/cms); lazy-loaded as the screen group "trial-agency-admin".
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';

export default function CmsTrialBureauPage() {
  return (
    <ScreenPage
      titleId="page.cmsTrialBureau.title"
      introId="page.cmsTrialBureau.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
