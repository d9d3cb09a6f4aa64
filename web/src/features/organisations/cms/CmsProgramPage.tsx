// The edit program screen (/cms); lazy-loaded as the screen group "progam-admin".
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';

export default function CmsProgramPage() {
  return (
    <ScreenPage
      titleId="page.cmsProgram.title"
      introId="page.cmsProgram.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
