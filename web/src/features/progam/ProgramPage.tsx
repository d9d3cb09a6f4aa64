// The program screen (public); lazy-loaded as the screen group "progam".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function ProgramPage() {
  return (
    <ScreenPage
      titleId="page.program.title"
      introId="page.program.intro"
      trail={[
        { labelId: 'nav.home', to: '/' },
        { labelId: 'page.programs.title', to: '/programs' },
      ]}
    />
  );
}
