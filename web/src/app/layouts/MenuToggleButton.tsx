// The "Menu" button that opens a collapsed menu (a Headless UI Disclosure: aria-expanded, keyboard).
import { DisclosureButton } from '@headlessui/react';
import { FormattedMessage } from 'react-intl';
import { MenuToggleIcon, menuToggleClass } from './MenuToggleIcon.tsx';

export function MenuToggleButton() {
  return (
    <DisclosureButton className={menuToggleClass}>
      <MenuToggleIcon />
      <FormattedMessage id="layout.menuButton" />
    </DisclosureButton>
  );
}
