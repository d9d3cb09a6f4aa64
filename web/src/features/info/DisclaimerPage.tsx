// The disclaimer screen (public); lazy-loaded as the screen group "disclaimer". Its text is the site's
// content (InfoArticle).
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { InfoArticle } from './InfoArticle.tsx';
import { infoMessages } from './messages/index.ts';

function DisclaimerPage() {
  return <InfoArticle pageKey="DISCLAIMER" titleId="page.disclaimer.title" />;
}

export default withFeatureMessages(infoMessages, DisclaimerPage);
