// The what is care evaluation screen (public); lazy-loaded as the screen group "about".
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { InfoArticle, type InfoSection } from './InfoArticle.tsx';
import { infoMessages } from './messages/index.ts';

const sections: readonly InfoSection[] = [
  {
    heading: 'info.about.definition.heading',
    paragraphs: ['info.about.definition.p1', 'info.about.definition.p2'],
  },
  { heading: 'info.about.why.heading', paragraphs: ['info.about.why.p1', 'info.about.why.p2'] },
  {
    heading: 'info.about.phases.heading',
    paragraphs: ['info.about.phases.p1'],
    // The four phases an evaluation's page shows (EvaluationPhase), in their order.
    subsections: [
      { heading: 'info.about.preparation.heading', paragraphs: ['info.about.preparation.p1'] },
      { heading: 'info.about.including.heading', paragraphs: ['info.about.including.p1'] },
      { heading: 'info.about.continuation.heading', paragraphs: ['info.about.continuation.p1'] },
      { heading: 'info.about.completed.heading', paragraphs: ['info.about.completed.p1'] },
    ],
  },
  {
    heading: 'info.about.examples.heading',
    paragraphs: ['info.about.examples.p1'],
    list: ['info.about.examples.item1', 'info.about.examples.item2', 'info.about.examples.item3'],
    closing: ['info.about.examples.p2'],
  },
];

function AboutPage() {
  return <InfoArticle titleId="page.about.title" introId="info.about.intro" sections={sections} />;
}

export default withFeatureMessages(infoMessages, AboutPage);
