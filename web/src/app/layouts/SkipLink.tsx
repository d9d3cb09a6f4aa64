// The first focusable element of every layout: jumps over the menus to the main content.
import { FormattedMessage } from 'react-intl';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-primary-dark focus:underline"
    >
      <FormattedMessage id="app.skipToContent" />
    </a>
  );
}
