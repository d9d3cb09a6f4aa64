// The users screen (/cms); lazy-loaded as the screen group "users".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function UsersPage() {
  return (
    <ScreenPage
      titleId="page.users.title"
      introId="page.users.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
