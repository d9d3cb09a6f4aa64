// The accessibility statement (toegankelijkheidsverklaring, public); lazy-loaded as "accessibility".
// Its sections follow the model Dutch government sites use: standard, status, how it is tested,
// known limitations, how to report a problem, and the statement's date.
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { InfoArticle, type InfoSection } from './InfoArticle.tsx';
import { infoMessages } from './messages/index.ts';

const sections: readonly InfoSection[] = [
  {
    heading: 'info.accessibility.standard.heading',
    paragraphs: ['info.accessibility.standard.p1', 'info.accessibility.standard.p2'],
  },
  { heading: 'info.accessibility.status.heading', paragraphs: ['info.accessibility.status.p1'] },
  {
    heading: 'info.accessibility.testing.heading',
    paragraphs: ['info.accessibility.testing.p1'],
    list: [
      'info.accessibility.testing.item1',
      'info.accessibility.testing.item2',
      'info.accessibility.testing.item3',
      'info.accessibility.testing.item4',
      'info.accessibility.testing.item5',
      'info.accessibility.testing.item6',
    ],
  },
  {
    heading: 'info.accessibility.limitations.heading',
    paragraphs: ['info.accessibility.limitations.p1'],
    list: [
      'info.accessibility.limitations.item1',
      'info.accessibility.limitations.item2',
      'info.accessibility.limitations.item3',
      'info.accessibility.limitations.item4',
      'info.accessibility.limitations.item5',
    ],
  },
  {
    heading: 'info.accessibility.report.heading',
    paragraphs: [
      'info.accessibility.report.p1',
      'info.accessibility.report.p2',
      'info.accessibility.report.p3',
    ],
  },
  { heading: 'info.accessibility.date.heading', paragraphs: ['info.accessibility.date.p1'] },
];

function AccessibilityPage() {
  return (
    <InfoArticle
      titleId="info.accessibility.title"
      introId="info.accessibility.intro"
      sections={sections}
    />
  );
}

export default withFeatureMessages(infoMessages, AccessibilityPage);
