// The info feature's message catalogues: Dutch travels with the feature's chunk, English on demand.
import { defineCatalogues } from '../../../i18n/feature-messages.tsx';
import nl from './nl.json' with { type: 'json' };

export const infoMessages = defineCatalogues(
  'info',
  nl,
  () => import('./en.json', { with: { type: 'json' } }),
);

export type InfoMessageKey = keyof typeof nl;

declare module '../../../i18n/messages.ts' {
  interface MessageKeys {
    info: InfoMessageKey;
  }
}
