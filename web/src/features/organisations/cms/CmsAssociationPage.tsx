// The edit association screen (/cms); lazy-loaded as the screen group "association-admin".
import { ScreenPage } from '../../../components/page/ScreenPage.tsx';

export default function CmsAssociationPage() {
  return (
    <ScreenPage
      titleId="page.cmsAssociation.title"
      introId="page.cmsAssociation.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    />
  );
}
