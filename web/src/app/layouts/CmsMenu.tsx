// The CMS menu's links for the signed-in user's role: full, minimised to icons, or in a panel.
import { CloseButton } from '@headlessui/react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useAppState } from '../../store/hooks.tsx';
import { selectUser } from '../../store/selectors.ts';
import { CmsMenuIcon } from './CmsMenuIcon.tsx';
import { type CmsMenuItem, cmsMenuFor } from './cms-menu.ts';

export type CmsMenuLook = 'full' | 'minimised' | 'panel';

const linkLook =
  'flex items-center gap-3 rounded-md px-3 py-2 font-semibold text-ink hover:bg-surface-muted hover:text-brand-primary-dark aria-[current=page]:bg-brand-primary-dark aria-[current=page]:text-white';

export function CmsMenu({ look, id }: { look: CmsMenuLook; id?: string }) {
  const intl = useIntl();
  const items = cmsMenuFor(useAppState(selectUser));
  return (
    <nav id={id} aria-label={intl.formatMessage({ id: 'layout.cmsMenu' })}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <CmsMenuLink
              item={item}
              look={look}
              label={intl.formatMessage({ id: item.labelKey })}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CmsMenuLink({
  item,
  look,
  label,
}: {
  item: CmsMenuItem;
  look: CmsMenuLook;
  label: string;
}) {
  // Only the dashboard (/cms) needs an exact match; the others stay current on their detail pages.
  const end = item.to === '/cms';
  if (look === 'panel') {
    return (
      <CloseButton as={NavLink} to={item.to} end={end} className={linkLook}>
        <CmsMenuIcon name={item.icon} />
        {label}
      </CloseButton>
    );
  }
  if (look === 'minimised') {
    // Icons only: the label stays the link's name for assistive technology and shows as a tooltip.
    return (
      <NavLink to={item.to} end={end} title={label} className={`${linkLook} justify-center`}>
        <CmsMenuIcon name={item.icon} />
        <span className="sr-only">{label}</span>
      </NavLink>
    );
  }
  return (
    <NavLink to={item.to} end={end} className={linkLook}>
      <CmsMenuIcon name={item.icon} />
      {label}
    </NavLink>
  );
}
