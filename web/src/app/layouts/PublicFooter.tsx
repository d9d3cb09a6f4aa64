// The public footer: Contact, Disclaimer, About and the privacy PDF, and the two sponsors' logos.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PRIVACY_STATEMENT_URL } from '../../features/info/privacy-statement.ts';
import { footerLinks, sponsors } from './footer-links.ts';

const linkLook =
  'font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker';

export function PublicFooter() {
  const intl = useIntl();
  // The name starts with the visible text and adds that it is a PDF opening in a new window.
  const privacyLabel = intl.formatMessage({ id: 'footer.privacy' });
  return (
    <footer className="border-t-4 border-t-brand-primary bg-surface-muted text-sm text-ink-muted">
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
            <li>
              <a
                href={PRIVACY_STATEMENT_URL}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${privacyLabel} ${intl.formatMessage({ id: 'footer.pdfNewWindow' })}`}
                className={`${linkLook} inline-flex items-center gap-1`}
              >
                {privacyLabel}
                <NewWindowIcon />
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <p>
            <FormattedMessage id="footer.sponsors" />
          </p>
          <ul className="mt-3 flex flex-wrap items-center gap-4">
            {sponsors.map((sponsor) => (
              <li key={sponsor.name}>
                <img
                  src={sponsor.logo}
                  alt={sponsor.name}
                  width={240}
                  height={64}
                  className="h-14 w-auto rounded bg-white p-1"
                />
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
