// The relation tabs kit's message catalogues: Dutch travels with the chunk that uses them, English
// on demand.
import { defineCatalogues } from '../../../../i18n/feature-messages.tsx';
import nl from './nl.json' with { type: 'json' };

export const relationsMessages = defineCatalogues(
  'relations',
  nl,
  () => import('./en.json', { with: { type: 'json' } }),
);

export type RelationsMessageKey = keyof typeof nl;

declare module '../../../../i18n/messages.ts' {
  interface MessageKeys {
    relations: RelationsMessageKey;
  }
}
