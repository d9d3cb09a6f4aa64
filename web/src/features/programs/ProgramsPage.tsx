// The programs screen (public); lazy-loaded as the screen group "programs".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function ProgramsPage() {
  return (
    <ScreenPage
      titleId="page.programs.title"
      introId="page.programs.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    />
  );
}
