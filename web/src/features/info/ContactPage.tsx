// The contact screen (public); lazy-loaded as the screen group "contact". Its text and the
// contact details (address, e-mail, phone, opening hours) are the site's content; invented
// details (the demo's) are marked as example content.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePublicQuery } from '../../api/use-public-query.ts';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../components/status/Skeleton.tsx';
import { getFragmentData } from '../../gql';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { InfoArticle, inLanguage } from './InfoArticle.tsx';
import { type InfoMessageKey, infoMessages } from './messages/index.ts';
import { SiteContactFragment, SiteContactQuery } from './site-page-query.ts';

const cardLook = 'max-w-prose rounded-lg border border-gray-200 bg-surface-muted p-5 text-lg';
const linkLook = 'font-semibold text-brand-primary-dark underline underline-offset-2';

function ContactDetailsCard() {
  const { locale } = useIntl();
  const { data, error, refetch } = usePublicQuery(SiteContactQuery);
  const site = data?.siteContent && getFragmentData(SiteContactFragment, data.siteContent);
  if (!site && error)
    return <LoadingProblem onRetry={() => void refetch().catch(() => undefined)} />;
  if (!site)
    return (
      <Skeleton className={cardLook}>
        <SkeletonBlock className="h-40 w-full" />
      </Skeleton>
    );
  const hours = inLanguage(locale, site.openingHoursNl, site.openingHoursEn);
  const row = (label: InfoMessageKey, value: ReactNode) => (
    <>
      <dt className="font-semibold">
        <FormattedMessage id={label} />
      </dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <section aria-labelledby="contact-details" className={cardLook}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="contact-details" className="text-2xl font-bold text-brand-primary-dark">
          <FormattedMessage id="info.contact.details.heading" />
        </h2>
        {site.contactIsExample && (
          <p className="rounded-full border border-ink-muted px-3 text-sm font-semibold">
            <FormattedMessage id="info.contact.details.example" />
          </p>
        )}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {row(
          'info.contact.details.postal',
          <address className="not-italic" data-testid="contact-address">
            {[site.organisation, site.street, [site.postcode, site.city].filter(Boolean).join(' ')]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
          </address>,
        )}
        {site.email &&
          row(
            'info.contact.details.email',
            <a href={`mailto:${site.email}`} className={linkLook}>
              {site.email}
            </a>,
          )}
        {site.phone &&
          row(
            'info.contact.details.phone',
            <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className={linkLook}>
              {site.phone}
            </a>,
          )}
        {hours && row('info.contact.details.hours', hours)}
      </dl>
    </section>
  );
}

function ContactPage() {
  return (
    <InfoArticle pageKey="CONTACT" titleId="page.contact.title">
      <ContactDetailsCard />
    </InfoArticle>
  );
}

export default withFeatureMessages(infoMessages, ContactPage);
