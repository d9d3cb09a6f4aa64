// The "Menu" button that opens a collapsed menu (a Headless UI Disclosure: aria-expanded, keyboard).
import { DisclosureButton } from '@headlessui/react';
import { FormattedMessage } from 'react-intl';

export function MenuToggleButton() {
  return (
    <DisclosureButton className="group inline-flex items-center gap-2 rounded-md border border-brand-primary-dark px-3 py-2 font-semibold text-brand-primary-dark hover:bg-surface-muted">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path className="group-data-open:hidden" d="M4 6h16M4 12h16M4 18h16" />
        <path className="hidden group-data-open:block" d="M6 6l12 12M18 6 6 18" />
      </svg>
      <FormattedMessage id="layout.menuButton" />
    </DisclosureButton>
  );
}
