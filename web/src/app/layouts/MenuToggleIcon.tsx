// The look and icon every menu toggle shares (public header and CMS), without Headless UI, so the
// public first load stays free of it.
/** The look of every menu toggle; the button must be the `group` that carries `aria-expanded`. */
export const menuToggleClass =
  'group inline-flex shrink-0 items-center gap-2 rounded-md border border-brand-primary-dark px-3 py-2 font-semibold text-brand-primary-dark hover:bg-surface-muted';

/** Bars when closed, a cross when open (read from the button's `aria-expanded`). */
export function MenuToggleIcon() {
  return (
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
      <path className="group-aria-expanded:hidden" d="M4 6h16M4 12h16M4 18h16" />
      <path className="hidden group-aria-expanded:block" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
