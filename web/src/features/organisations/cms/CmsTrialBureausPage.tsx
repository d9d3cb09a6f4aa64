// The trial bureaus screen (/cms); lazy-loaded as the screen group "trial-agencies".
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';

export default function CmsTrialBureausPage() {
  return (
    <ScreenPage
      titleId="page.cmsTrialBureaus.title"
      introId="page.cmsTrialBureaus.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
