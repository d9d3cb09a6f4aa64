// The user screen (/cms); lazy-loaded as the screen group "user".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function UserPage() {
  return (
    <ScreenPage
      titleId="page.user.title"
      introId="page.user.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
