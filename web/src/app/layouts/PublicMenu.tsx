// The public top menu's links: a row on wide screens, a list in the collapsed panel below 960 px.
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { publicMenu } from './public-menu.ts';

const linkLook =
  'block rounded-md px-3 py-2 font-semibold text-ink underline-offset-8 decoration-4 decoration-brand-secondary hover:bg-surface-muted hover:text-brand-primary-dark aria-[current=page]:text-brand-primary-dark aria-[current=page]:underline';

export function PublicMenu({
  layout,
  onNavigate,
}: {
  layout: 'row' | 'panel';
  /** Called when an item is chosen (the collapsed panel closes then). */
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const inPanel = layout === 'panel';
  return (
    <nav aria-label={intl.formatMessage({ id: 'layout.publicMenu' })}>
      <ul className={inPanel ? 'flex flex-col gap-1 py-2' : 'flex flex-wrap items-center gap-1'}>
        {publicMenu.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkLook} onClick={onNavigate}>
              <FormattedMessage id={item.labelKey} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
