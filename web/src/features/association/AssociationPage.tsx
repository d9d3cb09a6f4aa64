// The association screen (public); lazy-loaded as the screen group "association".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function AssociationPage() {
  return (
    <ScreenPage
      titleId="page.association.title"
      introId="page.association.intro"
      trail={[
        { labelId: 'nav.home', to: '/' },
        { labelId: 'page.associations.title', to: '/associations' },
      ]}
    />
  );
}
