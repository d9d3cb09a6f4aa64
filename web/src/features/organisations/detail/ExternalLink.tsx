// A link to another site from an organisation's page (its website, an event's or a download's
// page): it opens in a new window, and says so to whoever does not see the window open.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export function ExternalLink(props: { href: string; className: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <a href={props.href} rel="noopener noreferrer" target="_blank" className={props.className}>
      {props.children}
      <span className="sr-only"> {intl.formatMessage({ id: 'organisations.external' })}</span>
    </a>
  );
}
