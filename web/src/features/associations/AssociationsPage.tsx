// The associations screen (public); lazy-loaded as the screen group "associations".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function AssociationsPage() {
  return (
    <ScreenPage
      titleId="page.associations.title"
      introId="page.associations.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    />
  );
}
