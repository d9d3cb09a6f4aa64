// Page views: to the gateway's sink by default, off with 'off', sent without credentials and with
// nothing that identifies the visitor.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPageViewSender,
  DEFAULT_ANALYTICS_ENDPOINT,
  referringSite,
} from './page-view-sender.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function capture() {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map((call) => call as unknown as [string, RequestInit]);
}

describe('createPageViewSender', () => {
  it('is off when analytics is turned off or the endpoint is empty', () => {
    expect(createPageViewSender('off')).toBeNull();
    expect(createPageViewSender('')).toBeNull();
  });

  it("reports to the gateway's own sink when no endpoint is configured", () => {
    const calls = capture();
    createPageViewSender(undefined)?.('/evaluations');
    expect(calls()[0]?.[0]).toBe(DEFAULT_ANALYTICS_ENDPOINT);
  });

  it('posts the bare path as JSON, without credentials and without identifiers', () => {
    const calls = capture();
    createPageViewSender('/collect')?.('/reset-password?token=secret#top');
    const [[url, init]] = calls() as [[string, RequestInit]];
    expect(url).toBe('/collect');
    expect(init.credentials).toBe('omit');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ path: '/reset-password', referrer: null });
  });

  it('never lets a failing endpoint disturb the page', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    const send = createPageViewSender('/collect');
    expect(() => send?.('/')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe('referringSite', () => {
  it("keeps another site's origin only, drops this site and anything unreadable", () => {
    expect(
      referringSite('https://www.google.com/search?q=naam+patient', 'https://zv.example'),
    ).toBe('https://www.google.com');
    expect(referringSite('https://zv.example/evaluations/1', 'https://zv.example')).toBeNull();
    expect(referringSite('', 'https://zv.example')).toBeNull();
    expect(referringSite('not a url', 'https://zv.example')).toBeNull();
  });
});
