// The body shared by the association, program and trial bureau pages: banner and logo, texts,
// evaluations, calendar, posts and documents; logo, contact and links in a side column (first on
// a phone, like the evaluation page's key facts).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RecordLogo } from '../../../components/content/card-parts.tsx';
import { LastUpdated } from '../../../components/content/LastUpdated.tsx';
import { RichText } from '../../../components/content/RichText.tsx';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import { ExternalLink } from './ExternalLink.tsx';

/** The organisation's own fields, as the three detail queries select them. */
export interface OrganisationSummary {
  title: string;
  abbreviation?: string | null;
  description?: string | null;
  about?: string | null;
  contact?: string | null;
  url?: string | null;
  /** When the record last changed ("Laatst bijgewerkt" under the page). */
  updatedAt?: string | null;
  logo?: { url: string } | null;
  banner?: { url: string } | null;
  specializations: readonly { id: string; title: string }[];
}

export function OrganisationDetail(props: {
  organisation: OrganisationSummary;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { organisation } = props;
  return (
    <div className="space-y-8">
      {organisation.banner && (
        // The banner's 4:1 box is reserved before the image arrives: nothing below it moves.
        <img
          src={organisation.banner.url}
          alt=""
          className="aspect-[4/1] w-full rounded-lg bg-surface-muted object-cover"
        />
      )}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="space-y-6 lg:order-last">
          {organisation.logo && (
            <RecordLogo
              url={organisation.logo.url}
              alt={intl.formatMessage({ id: 'organisations.logo' }, { title: organisation.title })}
              width={128}
              height={128}
              className="h-20 w-20 lg:h-32 lg:w-32"
              lazy={false}
            />
          )}
          {organisation.abbreviation && (
            <p>
              <span className="font-semibold">
                {intl.formatMessage({ id: 'organisations.abbreviation' })}:
              </span>{' '}
              {organisation.abbreviation}
            </p>
          )}
          {organisation.url && (
            <p>
              <ExternalLink
                href={organisation.url}
                className="break-all font-semibold text-brand-primary-dark underline"
              >
                {intl.formatMessage({ id: 'organisations.website' })}
              </ExternalLink>
            </p>
          )}
          {organisation.contact && (
            <DetailSection title={intl.formatMessage({ id: 'organisations.contact' })}>
              <RichText html={organisation.contact} />
            </DetailSection>
          )}
          {organisation.specializations.length > 0 && (
            <DetailSection title={intl.formatMessage({ id: 'organisations.specializations' })}>
              <ul className="flex flex-wrap gap-1.5">
                {organisation.specializations.map((specialization) => (
                  <li
                    key={specialization.id}
                    className="rounded bg-surface-muted px-2 py-0.5 text-sm"
                  >
                    {specialization.title}
                  </li>
                ))}
              </ul>
            </DetailSection>
          )}
        </aside>
        <div className="min-w-0 space-y-10">
          {organisation.description && (
            <div className="rounded-lg bg-surface-muted p-4">
              <RichText html={organisation.description} />
            </div>
          )}
          {organisation.about && (
            <DetailSection title={intl.formatMessage({ id: 'organisations.about' })}>
              <RichText html={organisation.about} />
            </DetailSection>
          )}
          {props.children}
          {organisation.updatedAt && <LastUpdated updatedAt={organisation.updatedAt} />}
        </div>
      </div>
    </div>
  );
}
