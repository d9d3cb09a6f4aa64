// The what is care evaluation screen (public); lazy-loaded as the screen group "about". Its text is the site's
// content (InfoArticle).
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { InfoArticle } from './InfoArticle.tsx';
import { infoMessages } from './messages/index.ts';

function AboutPage() {
  return <InfoArticle pageKey="ABOUT" titleId="page.about.title" />;
}

export default withFeatureMessages(infoMessages, AboutPage);
