// The contact screen (public); lazy-loaded as the screen group "contact".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export default function ContactPage() {
  return (
    <ScreenPage
      titleId="page.contact.title"
      introId="page.contact.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    />
  );
}
