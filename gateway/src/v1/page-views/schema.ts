// The request schemas of /v1/page-views: a page view as the web app reports it (the path and the
// referring site, nothing else: an unknown field such as an id is refused) and the admin's period.
import { z } from 'zod';
import { date } from '../shared/rules.ts';

export const MAX_PATH_CHARS = 300;

export const pageViewBody = z.strictObject({
  path: z.string().min(1).max(MAX_PATH_CHARS).startsWith('/'),
  referrer: z.string().max(2000).nullish(),
});

export const pageViewPeriod = z.strictObject({ from: date, to: date });

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
