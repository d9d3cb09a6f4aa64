// Page views for the analytics sink: the gateway's own /v1/page-views unless VITE_ANALYTICS_URL
// names another first-party endpoint at build time ('off' turns analytics off). Sent without
// cookies or other credentials, with the path and at most the referring site: nothing that
// identifies the visitor (no id, no fingerprint, no query string).
export const DEFAULT_ANALYTICS_ENDPOINT = '/v1/page-views';

/** The site the visitor came from (its origin only), or null for none or this site. */
export function referringSite(referrer: string, ownOrigin: string): string | null {
  if (!referrer) return null;
  try {
    const { origin } = new URL(referrer);
    return origin === ownOrigin || origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function createPageViewSender(
  endpoint: string | undefined = import.meta.env.VITE_ANALYTICS_URL,
): ((path: string) => void) | null {
  const target = endpoint === undefined ? DEFAULT_ANALYTICS_ENDPOINT : endpoint;
  if (!target || target === 'off') return null;
  return (path) => {
    const body = JSON.stringify({
      path: path.split(/[?#]/, 1)[0] || '/',
      referrer: referringSite(document.referrer, location.origin),
    });
    void fetch(target, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      keepalive: true,
    }).catch(() => {
      // Analytics never disturbs the visitor.
    });
  };
}
