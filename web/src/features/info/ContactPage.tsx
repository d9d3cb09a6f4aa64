// The contact screen (public); lazy-loaded as the screen group "contact". The address and e-mail
// come from contact-details.ts.
import { FormattedMessage } from 'react-intl';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { contactDetails } from './contact-details.ts';
import { InfoArticle, type InfoSection } from './InfoArticle.tsx';
import { infoMessages } from './messages/index.ts';

const sections: readonly InfoSection[] = [
  { heading: 'info.contact.questions.heading', paragraphs: ['info.contact.questions.p1'] },
  { heading: 'info.contact.researchers.heading', paragraphs: ['info.contact.researchers.p1'] },
  { heading: 'info.contact.associations.heading', paragraphs: ['info.contact.associations.p1'] },
  { heading: 'info.contact.response.heading', paragraphs: ['info.contact.response.p1'] },
  { heading: 'info.contact.press.heading', paragraphs: ['info.contact.press.p1'] },
  { heading: 'info.contact.visit.heading', paragraphs: ['info.contact.visit.p1'] },
  { heading: 'info.contact.more.heading', paragraphs: ['info.contact.more.p1'] },
];

function ContactDetailsCard() {
  return (
    <section
      aria-labelledby="contact-details"
      className="max-w-prose rounded-lg border border-gray-200 bg-surface-muted p-5 text-lg"
    >
      <h2 id="contact-details" className="text-2xl font-bold text-brand-primary-dark">
        <FormattedMessage id="info.contact.details.heading" />
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">
          <FormattedMessage id="info.contact.details.postal" />
        </dt>
        <dd>
          <address className="not-italic" data-testid="contact-address">
            {contactDetails.organisation}
            {contactDetails.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </dd>
        <dt className="font-semibold">
          <FormattedMessage id="info.contact.details.email" />
        </dt>
        <dd>
          <a
            href={`mailto:${contactDetails.email}`}
            className="font-semibold text-brand-primary-dark underline underline-offset-2"
          >
            {contactDetails.email}
          </a>
        </dd>
      </dl>
    </section>
  );
}

function ContactPage() {
  return (
    <InfoArticle titleId="page.contact.title" introId="info.contact.intro" sections={sections}>
      <ContactDetailsCard />
    </InfoArticle>
  );
}

export default withFeatureMessages(infoMessages, ContactPage);
