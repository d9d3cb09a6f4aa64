// The public top menu (spec section 2, "Menus and layout"): its eight items in order.
import type { MessageKey } from '../../i18n/messages.ts';

export interface PublicMenuItem {
  to: string;
  labelKey: MessageKey;
}

export const publicMenu: readonly PublicMenuItem[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/who', labelKey: 'nav.who' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/trialbureaus', labelKey: 'nav.trialBureau' },
  { to: '/evaluations', labelKey: 'nav.evaluations' },
  { to: '/associations', labelKey: 'nav.associations' },
  { to: '/programs', labelKey: 'nav.programs' },
  { to: '/inclusie-monitor', labelKey: 'nav.inclusionMonitor' },
];
