// The specializations screen (/cms); lazy-loaded as the screen group "specializations".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function SpecializationsPage() {
  return (
    <ScreenPage
      titleId="page.specializations.title"
      introId="page.specializations.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
