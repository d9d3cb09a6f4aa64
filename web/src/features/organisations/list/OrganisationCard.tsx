// One association or program in a list: logo, title linking to its page, abbreviation, a short
// text and how many evaluations it has.
import { useIntl } from 'react-intl';
import { CardTitleLink, RecordLogo } from '../../../components/content/card-parts.tsx';
import { plainText } from '../../../components/content/plain-text.ts';

export interface OrganisationCardData {
  id: string;
  title: string;
  abbreviation?: string | null;
  description?: string | null;
  logo?: { url: string } | null;
  evaluations: readonly { id: string }[];
}

export function OrganisationCard(props: { organisation: OrganisationCardData; to: string }) {
  const intl = useIntl();
  const { organisation } = props;
  const text = organisation.description ? plainText(organisation.description) : '';
  return (
    <article className="flex h-full gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="h-16 w-16 shrink-0">
        {organisation.logo && (
          <RecordLogo
            url={organisation.logo.url}
            alt={intl.formatMessage({ id: 'organisations.logo' }, { title: organisation.title })}
            width={64}
            height={64}
            className="h-16 w-16"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <h3 className="text-lg font-semibold leading-snug">
          <CardTitleLink to={props.to}>{organisation.title}</CardTitleLink>
        </h3>
        {organisation.abbreviation && (
          <p className="text-sm font-semibold text-ink-muted">{organisation.abbreviation}</p>
        )}
        {text && <p className="line-clamp-3 text-ink-muted">{text}</p>}
        <p className="text-sm">
          {intl.formatMessage(
            { id: 'organisations.list.evaluationCount' },
            { count: organisation.evaluations.length },
          )}
        </p>
      </div>
    </article>
  );
}
