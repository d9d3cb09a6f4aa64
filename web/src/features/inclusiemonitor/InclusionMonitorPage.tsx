// The inclusion monitor screen (public); lazy-loaded as the screen group "inclusiemonitor".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function InclusionMonitorPage() {
  return (
    <ScreenPage
      titleId="page.inclusionMonitor.title"
      introId="page.inclusionMonitor.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    />
  );
}
