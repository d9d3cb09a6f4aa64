// The dashboard screen (/cms); lazy-loaded as the screen group "dashboard".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function DashboardPage() {
  return <ScreenPage titleId="page.dashboard.title" introId="page.dashboard.intro" trail={[]} />;
}
