// The who we are screen (public); lazy-loaded as the screen group "who".
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { InfoArticle, type InfoSection } from './InfoArticle.tsx';
import { infoMessages } from './messages/index.ts';

const sections: readonly InfoSection[] = [
  {
    heading: 'info.who.mission.heading',
    paragraphs: ['info.who.mission.p1', 'info.who.mission.p2'],
  },
  {
    heading: 'info.who.partners.heading',
    paragraphs: ['info.who.partners.p1'],
    list: [
      'info.who.partners.item1',
      'info.who.partners.item2',
      'info.who.partners.item3',
      'info.who.partners.item4',
    ],
  },
  {
    heading: 'info.who.organisation.heading',
    paragraphs: ['info.who.organisation.p1'],
    subsections: [
      { heading: 'info.who.programs.heading', paragraphs: ['info.who.programs.p1'] },
      { heading: 'info.who.trialbureau.heading', paragraphs: ['info.who.trialbureau.p1'] },
    ],
  },
  {
    heading: 'info.who.registry.heading',
    paragraphs: ['info.who.registry.p1', 'info.who.registry.p2'],
  },
];

function WhoPage() {
  return <InfoArticle titleId="page.who.title" introId="info.who.intro" sections={sections} />;
}

export default withFeatureMessages(infoMessages, WhoPage);
