// The sender against a stubbed fetch: the /v1 body and headers, the receipt, which failures are
// worth another try (no response, 5xx, 429) and which are refusals (422), and a refused token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeReport, randomUuid } from '../report/build-report.ts';
import type { BugReportInput } from '../types.ts';
import { sendBugReport } from './send-report.ts';

const input: BugReportInput = {
  title: 'Kapot',
  description: 'Het ging mis',
  url: 'https://zorg.test/',
  occurredAt: '2026-11-24T12:00:00.000Z',
  stackTrace: [{ message: 'boom', filename: null, line: null, column: null, error: null }],
  localStorage: { 'zorgevaluatie.locale': 'nl' },
  actions: [{ type: 'app/started', at: '2026-11-24T11:59:00.000Z', payload: null }],
  browser: { userAgent: 'Test', language: 'nl', viewportWidth: 390, viewportHeight: 844 },
  screenshot: 'data:image/jpeg;base64,AAAA',
  clientId: '6f1d2a8e-3c4b-4d5e-8f90-1a2b3c4d5e6f',
};

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

function stubFetch(...answers: (Response | Error)[]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        headers: init.headers as Record<string, string>,
        body: JSON.parse(String(init.body)),
      });
      const answer = answers.shift() ?? new Error('no more answers');
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('sendBugReport', () => {
  it('posts the report in snake_case to /v1/bug-reports and hands back the receipt', async () => {
    const sent = stubFetch(json(201, { data: { id: 'r-1', delivery_state: 'pending' } }));
    await expect(sendBugReport(input)).resolves.toEqual({
      ok: true,
      id: 'r-1',
      deliveryState: 'PENDING',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/v1/bug-reports');
    expect(sent[0]?.headers).toMatchObject({
      'content-type': 'application/json',
      'accept-language': 'nl',
      'x-application': 'zorgevaluatie-web',
    });
    expect(sent[0]?.headers).not.toHaveProperty('authorization');
    expect(sent[0]?.body).toMatchObject({
      occurred_at: input.occurredAt,
      stack_trace: input.stackTrace,
      local_storage: input.localStorage,
      browser: { user_agent: 'Test', language: 'nl', viewport_width: 390, viewport_height: 844 },
      screenshot: input.screenshot,
      client_id: input.clientId,
    });
  });

  it('reads NOT_CONFIGURED from the receipt, and the stored language', async () => {
    localStorage.setItem('zorgevaluatie.locale', 'en');
    const sent = stubFetch(json(201, { data: { id: 'r-2', delivery_state: 'not_configured' } }));
    await expect(sendBugReport(input)).resolves.toMatchObject({ deliveryState: 'NOT_CONFIGURED' });
    expect(sent[0]?.headers['accept-language']).toBe('en');
  });

  it('sends the session token, and sends again as a visitor when the server refuses it', async () => {
    localStorage.setItem('zorgevaluatie.access_token', 'old-token');
    localStorage.setItem('zorgevaluatie.refresh_token', 'refresh');
    localStorage.setItem('zorgevaluatie.expires_at', String(Date.now() + 60_000));
    const sent = stubFetch(
      json(401, { message: 'Unauthenticated' }),
      json(201, { data: { id: 'r-3', delivery_state: 'pending' } }),
    );
    await expect(sendBugReport(input)).resolves.toMatchObject({ ok: true, id: 'r-3' });
    expect(sent.map((request) => request.headers.authorization)).toEqual([
      'Bearer old-token',
      undefined,
    ]);
  });

  it('a refusal (422) is not retried', async () => {
    stubFetch(json(422, { message: 'invalid', errors: { title: ['Verplicht'] } }));
    await expect(sendBugReport(input)).resolves.toMatchObject({ ok: false, retryable: false });
  });

  it.each([429, 500, 503])('a %i answer is worth another try', async (status) => {
    stubFetch(json(status, { message: 'busy' }));
    await expect(sendBugReport(input)).resolves.toMatchObject({ ok: false, retryable: true });
  });

  it('no answer at all is worth another try', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(sendBugReport(input)).resolves.toEqual({
      ok: false,
      retryable: true,
      reason: 'no response',
    });
  });
});

describe('the client id of a report', () => {
  it('is a version-4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(uuid);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(randomUuid()).toMatch(uuid);
  });

  it('is given once, when the report is completed, and kept from then on', () => {
    const { title: _t, description: _d, screenshot: _s, clientId: _c, ...prepared } = input;
    const completed = completeReport(prepared, { title: ' Kapot ', description: 'x' }, null);
    expect(completed.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(completeReport(completed, { title: 'Kapot', description: 'x' }, null).clientId).toBe(
      completed.clientId,
    );
  });
});
