// The programs screen (/cms); lazy-loaded as the screen group "programs-admin".
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';

export default function CmsProgramsPage() {
  return (
    <ScreenPage
      titleId="page.cmsPrograms.title"
      introId="page.cmsPrograms.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
