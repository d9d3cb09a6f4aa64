// The disclaimer screen (public); lazy-loaded as the screen group "disclaimer".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function DisclaimerPage() {
  return (
    <ScreenPage
      titleId="page.disclaimer.title"
      introId="page.disclaimer.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    />
  );
}
