// The footer's own links (spec section 1 and "Menus and layout"); the privacy statement and the
// sponsors are the site's content (site-footer-query.ts).
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

/** Whether the privacy statement opens as a PDF: an uploaded file, or an address ending in .pdf. */
export const isPdfLink = (href: string, uploaded: boolean) =>
  uploaded || /\.pdf(?:[?#]|$)/i.test(href);
