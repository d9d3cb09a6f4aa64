// The merge centers screen (/cms); lazy-loaded as the screen group "centers_merge".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function CentersMergePage() {
  return (
    <ScreenPage
      titleId="page.centersMerge.title"
      introId="page.centersMerge.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
