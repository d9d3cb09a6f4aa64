// The public footer: Contact, Disclaimer, About, Accessibility and the privacy statement, and the
// sponsors' logos in their order (the site's content, SiteFooter). Every public page's HTML
// carries the footer rendered from its answer; until an answer is there (a page served without
// one) the privacy link and the logos are left out, and a failed read leaves them out too.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePublicQuery } from '../../api/use-public-query.ts';
import type { SiteFooterQuery as SiteFooterData } from '../../gql/graphql.ts';
import { footerLinks, isPdfLink } from './footer-links.ts';
import { SiteFooterQuery } from './site-footer-query.ts';

const linkLook =
  'font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker';

/** Each logo keeps this box whatever its shape, so nothing moves when it loads. */
const logoBox = 'h-14 w-[210px] rounded bg-white p-1';

type Site = SiteFooterData['siteContent'];

export function PublicFooter() {
  const intl = useIntl();
  const site = usePublicQuery(SiteFooterQuery).data?.siteContent;
  return (
    <footer
      data-site-footer
      className="border-t-4 border-t-brand-primary bg-surface-muted text-sm text-ink-muted"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2">
        <nav aria-label={intl.formatMessage({ id: 'footer.menu' })}>
          <ul className="flex flex-col gap-3">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkLook}>
                  <FormattedMessage id={link.labelKey} />
                </Link>
              </li>
            ))}
            {site?.privacyStatementHref && <PrivacyLink site={site} />}
          </ul>
        </nav>
        <div>
          <p>
            <FormattedMessage id="footer.sponsors" />
          </p>
          <ul className="mt-3 flex min-h-14 flex-wrap items-center gap-4">
            {site?.sponsors.map((sponsor) => (
              <li key={sponsor.id}>
                {sponsor.url ? (
                  <a href={sponsor.url} className="block rounded">
                    <SponsorLogo sponsor={sponsor} />
                  </a>
                ) : (
                  <SponsorLogo sponsor={sponsor} />
                )}
              </li>
            ))}
          </ul>
        </div>
        <p className="md:col-span-2">
          <FormattedMessage id="footer.text" values={{ year: new Date().getFullYear() }} />
        </p>
      </div>
    </footer>
  );
}

function PrivacyLink({ site }: { site: Site }) {
  const intl = useIntl();
  const href = site.privacyStatementHref ?? '';
  // The name starts with the visible text and says how it opens (a PDF, in a new window).
  const label = intl.formatMessage({ id: 'footer.privacy' });
  const how = intl.formatMessage({
    id: isPdfLink(href, site.privacyStatementFile !== null)
      ? 'footer.pdfNewWindow'
      : 'footer.newWindow',
  });
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} ${how}`}
        className={`${linkLook} inline-flex items-center gap-1`}
      >
        {label}
        <NewWindowIcon />
      </a>
    </li>
  );
}

function SponsorLogo({ sponsor }: { sponsor: Site['sponsors'][number] }) {
  if (!sponsor.logo)
    return (
      <span className={`${logoBox} flex items-center justify-center text-center font-semibold`}>
        {sponsor.name}
      </span>
    );
  return (
    <img
      src={sponsor.logo.url}
      alt={sponsor.name}
      width={240}
      height={64}
      className={`${logoBox} object-contain`}
    />
  );
}

function NewWindowIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
