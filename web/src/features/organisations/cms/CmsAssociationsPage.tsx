// The associations screen (/cms); lazy-loaded as the screen group "associations-admin".
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';

export default function CmsAssociationsPage() {
  return (
    <ScreenPage
      titleId="page.cmsAssociations.title"
      introId="page.cmsAssociations.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
