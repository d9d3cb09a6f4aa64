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
