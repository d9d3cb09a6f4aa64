// The "Recent verwijderd" screen's catalogues: Dutch travels with the screen's chunk, English on
// demand.
import { defineCatalogues } from '../../../i18n/feature-messages.tsx';
import nl from './nl.json' with { type: 'json' };

export const recentlyDeletedMessages = defineCatalogues(
  'recentlyDeleted',
  nl,
  () => import('./en.json', { with: { type: 'json' } }),
);

export type RecentlyDeletedMessageKey = keyof typeof nl;

declare module '../../../i18n/messages.ts' {
  interface MessageKeys {
    recentlyDeleted: RecentlyDeletedMessageKey;
  }
}
