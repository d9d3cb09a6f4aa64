// The disclaimer screen (public); lazy-loaded as the screen group "disclaimer".
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { InfoArticle, type InfoSection } from './InfoArticle.tsx';
import { infoMessages } from './messages/index.ts';

const sections: readonly InfoSection[] = [
  {
    heading: 'info.disclaimer.information.heading',
    paragraphs: ['info.disclaimer.information.p1', 'info.disclaimer.information.p2'],
  },
  { heading: 'info.disclaimer.medical.heading', paragraphs: ['info.disclaimer.medical.p1'] },
  { heading: 'info.disclaimer.links.heading', paragraphs: ['info.disclaimer.links.p1'] },
  { heading: 'info.disclaimer.copyright.heading', paragraphs: ['info.disclaimer.copyright.p1'] },
  { heading: 'info.disclaimer.privacy.heading', paragraphs: ['info.disclaimer.privacy.p1'] },
  { heading: 'info.disclaimer.changes.heading', paragraphs: ['info.disclaimer.changes.p1'] },
];

function DisclaimerPage() {
  return (
    <InfoArticle
      titleId="page.disclaimer.title"
      introId="info.disclaimer.intro"
      sections={sections}
    />
  );
}

export default withFeatureMessages(infoMessages, DisclaimerPage);
