// The centers screen (/cms); lazy-loaded as the screen group "centers".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function CentersPage() {
  return (
    <ScreenPage
      titleId="page.centers.title"
      introId="page.centers.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
