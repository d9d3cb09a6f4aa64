// Page views: off without an endpoint; sent without credentials when one is configured.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageViewSender } from './page-view-sender.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createPageViewSender', () => {
  it('is off when no endpoint is configured', () => {
    expect(createPageViewSender('')).toBeNull();
  });

  it('posts the path as JSON without cookies or other credentials', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    createPageViewSender('https://analytics.example/collect')?.('/evaluations');
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://analytics.example/collect');
    expect(init.credentials).toBe('omit');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ path: '/evaluations' });
  });

  it('never lets a failing endpoint disturb the page', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    const send = createPageViewSender('https://analytics.example/collect');
    expect(() => send?.('/')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
