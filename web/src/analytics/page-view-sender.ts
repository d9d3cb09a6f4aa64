// Page views for the analytics service: off unless VITE_ANALYTICS_URL is set at build time; sent
// without cookies or other credentials, and without anything that identifies the visitor.
export function createPageViewSender(
  endpoint: string | undefined = import.meta.env.VITE_ANALYTICS_URL,
): ((path: string) => void) | null {
  if (!endpoint) return null;
  return (path) => {
    const body = JSON.stringify({ path, referrer: document.referrer || null, at: Date.now() });
    void fetch(endpoint, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
      keepalive: true,
      mode: 'cors',
    }).catch(() => {
      // Analytics never disturbs the visitor.
    });
  };
}
