// The "Site-inhoud" screen's catalogues: Dutch travels with the screen's chunk, English on demand.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { defineCatalogues } from '../../../i18n/feature-messages.tsx';
import nl from './nl.json' with { type: 'json' };

export const siteContentMessages = defineCatalogues(
  'siteContent',
  nl,
  () => import('./en.json', { with: { type: 'json' } }),
);

export type SiteContentMessageKey = keyof typeof nl;

declare module '../../../i18n/messages.ts' {
  interface MessageKeys {
    siteContent: SiteContentMessageKey;
  }
}

type ScreenKey = SiteContentMessageKey extends `siteContent.${infer K}` ? K : never;

/** The screen's texts: a key of its catalogue without the `siteContent.` prefix. */
export function useSiteContentText() {
  const intl = useIntl();
  return useCallback(
    (key: ScreenKey, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `siteContent.${key}` }, values),
    [intl],
  );
}
