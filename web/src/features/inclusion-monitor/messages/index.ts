// The inclusion-monitor feature's message catalogues: Dutch travels with the feature's chunk, English on demand.
import { defineCatalogues } from '../../../i18n/feature-messages.tsx';
import nl from './nl.json' with { type: 'json' };

export const inclusionMonitorMessages = defineCatalogues(
  'inclusion-monitor',
  nl,
  () => import('./en.json', { with: { type: 'json' } }),
);

export type InclusionMonitorMessageKey = keyof typeof nl;

declare module '../../../i18n/messages.ts' {
  interface MessageKeys {
    inclusionMonitor: InclusionMonitorMessageKey;
  }
}
