// The footer's links and its two sponsors (spec section 1 and "Menus and layout").
import type { MessageKey } from '../../i18n/messages.ts';

export interface FooterLink {
  to: string;
  labelKey: MessageKey;
}

export const footerLinks: readonly FooterLink[] = [
  { to: '/contact', labelKey: 'footer.contact' },
  { to: '/disclaimer', labelKey: 'footer.disclaimer' },
  { to: '/about', labelKey: 'footer.about' },
  { to: '/accessibility', labelKey: 'footer.accessibility' },
];

export interface Sponsor {
  /** Also the logo's alternative text. */
  name: string;
  logo: string;
}

export const sponsors: readonly Sponsor[] = [
  {
    name: 'Federatie Medisch Specialisten',
    logo: '/images/sponsors/federatie-medisch-specialisten.svg',
  },
  { name: 'Zorgverzekeraars Nederland', logo: '/images/sponsors/zorgverzekeraars-nederland.svg' },
];
