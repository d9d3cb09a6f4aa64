// The catalogues of the CMS kit's safety net (issue 28): the history tab and dialog, and the
// conflict dialog of the editors' saves. Dutch travels with the chunk that uses them, English on
// demand; the kit's pieces wrap themselves in them, so a screen need not list them.
import { defineCatalogues } from '../../../../i18n/feature-messages.tsx';
import nl from './nl.json' with { type: 'json' };

export const cmsHistoryMessages = defineCatalogues(
  'cmsHistory',
  nl,
  () => import('./en.json', { with: { type: 'json' } }),
);

export type CmsHistoryMessageKey = keyof typeof nl;

declare module '../../../../i18n/messages.ts' {
  interface MessageKeys {
    cmsHistory: CmsHistoryMessageKey;
  }
}
