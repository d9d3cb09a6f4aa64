// The search results page's message catalogues: Dutch travels with the screen's chunk, English on demand.
import { defineCatalogues } from '../../../i18n/feature-messages.tsx';
import nl from './nl.json' with { type: 'json' };

export const searchResultsMessages = defineCatalogues(
  'searchResults',
  nl,
  () => import('./en.json', { with: { type: 'json' } }),
);

export type SearchResultsMessageKey = keyof typeof nl;

declare module '../../../i18n/messages.ts' {
  interface MessageKeys {
    searchResults: SearchResultsMessageKey;
  }
}
