// The accessibility statement (toegankelijkheidsverklaring, public); lazy-loaded as
// "accessibility". Its text is the site's content (InfoArticle); the demo's follows the model
// Dutch government sites use: standard, status, testing, limitations, reporting, date.
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { InfoArticle } from './InfoArticle.tsx';
import { infoMessages } from './messages/index.ts';

function AccessibilityPage() {
  return <InfoArticle pageKey="ACCESSIBILITY" titleId="info.accessibility.title" />;
}

export default withFeatureMessages(infoMessages, AccessibilityPage);
