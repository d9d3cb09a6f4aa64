// The who we are screen (public); lazy-loaded as the screen group "who".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function WhoPage() {
  return (
    <ScreenPage
      titleId="page.who.title"
      introId="page.who.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    />
  );
}
