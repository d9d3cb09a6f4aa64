// Link addresses in the editor. The link form checks what is typed by the shared link rule: a web
// address (a missing scheme becomes https://) or a mailto: address; anything else (javascript:,
// data:, ...) is refused. Links that arrive in stored or pasted HTML are kept when the server's
// sanitizer would keep them: absolute http(s) and mailto addresses.
import { link } from '../../../../schema/rules/schemas.ts';

/**
 * A path of this site (`/contact`, `/evaluations?q=x#y`): a single slash, then anything but a
 * slash or backslash (`//host` and `/\\host` leave the site). The site's own pages may link to
 * these (the server keeps them there only: `sanitizeRichText(html, { sitePaths: true })`).
 */
export const isSitePath = (href: string) => /^\/(?![/\\])\S*$/.test(href.trim());

/**
 * The normalised href for text typed into the link form, or undefined when it is no link; with
 * `sitePaths`, a path of this site is one too.
 */
export function linkAddress(text: string, sitePaths = false): string | undefined {
  if (sitePaths && isSitePath(text)) return text.trim();
  const result = link.safeParse(text);
  return result.success ? result.data : undefined;
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Whether an href from HTML is one the server keeps (gateway/src/v1/shared/rich-text.ts). */
export function isSafeHref(href: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(href.trim()).protocol);
  } catch {
    return false;
  }
}
