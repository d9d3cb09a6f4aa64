// The what is care evaluation screen (public); lazy-loaded as the screen group "about".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function AboutPage() {
  return (
    <ScreenPage
      titleId="page.about.title"
      introId="page.about.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    />
  );
}
