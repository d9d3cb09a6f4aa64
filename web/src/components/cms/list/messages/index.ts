// The listView message catalogues: Dutch travels with the chunk that uses them, English on demand.
import { defineCatalogues } from '../../../../i18n/feature-messages.tsx';
import nl from './nl.json' with { type: 'json' };

export const listViewMessages = defineCatalogues(
  'listView',
  nl,
  () => import('./en.json', { with: { type: 'json' } }),
);

export type ListViewMessageKey = keyof typeof nl;

declare module '../../../../i18n/messages.ts' {
  interface MessageKeys {
    listView: ListViewMessageKey;
  }
}
