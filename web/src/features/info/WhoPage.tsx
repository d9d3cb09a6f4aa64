// The who we are screen (public); lazy-loaded as the screen group "who". Its text is the site's
// content (InfoArticle).
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { InfoArticle } from './InfoArticle.tsx';
import { infoMessages } from './messages/index.ts';

function WhoPage() {
  return <InfoArticle pageKey="WHO" titleId="page.who.title" />;
}

export default withFeatureMessages(infoMessages, WhoPage);
