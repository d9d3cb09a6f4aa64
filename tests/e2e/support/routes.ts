// The public routes every browser check walks (axe scans, privacy): one list, so a new screen is
// scanned and checked for third-party requests alike.
export const publicRoutes = [
  '/',
  '/who',
  '/about',
  '/inclusie-monitor',
  '/disclaimer',
  '/contact',
  '/accessibility',
  '/associations',
  '/associations/1',
  '/evaluations',
  '/evaluations/1',
  '/programs',
  '/programs/1',
  '/trialbureaus',
  '/trialbureaus/1',
  '/search?q=zorg',
  '/no-such-page',
];
