// What a page view is counted under: the path without query or fragment and the referring site's
// host; CMS paths are not counted at all.

/** The path without query or fragment (a reset link's token must never be counted). */
export const barePath = (path: string) => path.split(/[?#]/, 1)[0] || '/';

/** The host of the referring site; '' for none, for this site itself, or for anything not http(s). */
export function referrerHost(referrer: string | null | undefined, ownHost: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.host === ownHost ? '' : url.hostname.slice(0, 253);
  } catch {
    return '';
  }
}

/** CMS routes are never counted (spec: page views of non-CMS routes only). */
export const isCmsPath = (path: string) => path === '/cms' || path.startsWith('/cms/');
