// No access or refresh token, password or secret survives redaction, wherever it hides: under a
// secret-looking key, inside JSON kept as text, in free text (a URL, an error), or as a JWT/bearer.
import { describe, expect, it } from 'vitest';
import { buildReport } from './build-report.ts';
import { REDACTED, redactStorage, redactText, redactValue } from './redact.ts';

const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwicm9sZSI6IkFETUlOIn0.c2lnbmF0dXJlLXBhcnQ';
const access = 'opaque-access-7f3a9c';
const refresh = 'opaque-refresh-19bd2e';
const secrets = [jwt, access, refresh, 'hunter2-Geheim!', 'sk_live_abc123', 'mail-pass-99'];

/** Fails with the secret's name when any of them is still in the serialised value. */
function expectNoSecret(value: unknown) {
  const text = JSON.stringify(value);
  for (const secret of secrets) expect(text, secret).not.toContain(secret);
}

describe('redactValue', () => {
  it('replaces the values of secret keys at any depth and keeps the rest', () => {
    const redacted = redactValue({
      tokens: { accessToken: access, refreshToken: refresh, expiresAt: 1 },
      user: { name: 'Anne', email: 'anne@example.org', password: 'hunter2-Geheim!' },
      smtp: { host: 'mail.example.org', passwd: 'mail-pass-99' },
      headers: { Authorization: `Bearer ${jwt}`, 'X-Api-Key': 'sk_live_abc123', Cookie: 'sid=1' },
      list: [{ client_secret: 'sk_live_abc123' }, 'plain'],
    });
    expectNoSecret(redacted);
    expect(redacted).toMatchObject({
      tokens: REDACTED,
      user: { name: 'Anne', email: 'anne@example.org', password: REDACTED },
      smtp: { host: 'mail.example.org', passwd: REDACTED },
      headers: { Authorization: REDACTED, 'X-Api-Key': REDACTED, Cookie: REDACTED },
      list: [{ client_secret: REDACTED }, 'plain'],
    });
  });

  it('finds JWTs, bearer credentials and the known token values inside texts', () => {
    const redacted = redactValue(
      {
        message: `request failed with ${jwt}`,
        header: `Bearer ${access}`,
        note: `copied ${refresh} by hand`,
      },
      { secrets: [access, refresh] },
    );
    expectNoSecret(redacted);
    expect(redacted).toEqual({
      message: `request failed with ${REDACTED}`,
      header: `Bearer ${REDACTED}`,
      note: `copied ${REDACTED} by hand`,
    });
  });
});

describe('redactText', () => {
  it('removes secrets written as name=value or name: value in URLs and messages', () => {
    const text = redactText(
      `https://x.test/reset?token=${access}&page=2 password: hunter2-Geheim! "apiKey":"sk_live_abc123"`,
    );
    expectNoSecret(text);
    expect(text).toContain('page=2');
  });

  it('leaves ordinary text alone', () => {
    const text = 'TypeError: x is undefined at session.ts:12:5';
    expect(redactText(text)).toBe(text);
  });
});

describe('redactStorage', () => {
  it('redacts the session keys and secrets inside JSON values', () => {
    const storage = redactStorage({
      'zorgevaluatie.access_token': access,
      'zorgevaluatie.refresh_token': refresh,
      'zorgevaluatie.expires_at': '1764000000000',
      'zorgevaluatie.locale': 'nl',
      'some.widget': JSON.stringify({ auth: { token: jwt }, theme: 'dark' }),
      'other.session': 'abc',
    });
    expectNoSecret(storage);
    expect(storage).toEqual({
      'zorgevaluatie.access_token': REDACTED,
      'zorgevaluatie.refresh_token': REDACTED,
      'zorgevaluatie.expires_at': '1764000000000',
      'zorgevaluatie.locale': 'nl',
      'some.widget': JSON.stringify({ auth: { token: REDACTED }, theme: 'dark' }),
      'other.session': REDACTED,
    });
  });
});

describe('buildReport', () => {
  it('sends no token, password or secret from storage, actions, errors or the url', () => {
    const report = buildReport({
      environment: {
        url: `https://zorg.test/reset-password?token=${access}`,
        userAgent: 'Test/1.0',
        language: 'nl-NL',
        viewportWidth: 390.4,
        viewportHeight: 844,
        localStorage: {
          'zorgevaluatie.access_token': access,
          'zorgevaluatie.refresh_token': refresh,
          'zorgevaluatie.bugReport.outbox': '[{"input":{}}]',
          'zorgevaluatie.locale': 'en',
        },
      },
      errors: [
        {
          message: `Failed with Bearer ${jwt}`,
          filename: 'https://zorg.test/assets/app.js',
          line: 3,
          column: 7,
          error: `Error: Failed\n  at fetch (${access})`,
        },
      ],
      actions: [
        {
          at: 0,
          action: {
            type: 'session/signed-in',
            tokens: { accessToken: access, refreshToken: refresh, expiresAt: 2 },
          } as { type: string },
        },
        { at: 1, action: { type: 'route/changed', path: '/cms' } as { type: string } },
        { at: 2, action: { type: 'app/started' } },
      ],
      secrets: [access, refresh],
      now: Date.UTC(2026, 10, 24, 12),
    });
    expectNoSecret(report);
    expect(report.occurredAt).toBe('2026-11-24T12:00:00.000Z');
    expect(report.browser).toEqual({
      userAgent: 'Test/1.0',
      language: 'nl-NL',
      viewportWidth: 390,
      viewportHeight: 844,
    });
    // The outbox (earlier reports) is not part of the dump.
    expect(Object.keys(report.localStorage as object)).toEqual([
      'zorgevaluatie.access_token',
      'zorgevaluatie.refresh_token',
      'zorgevaluatie.locale',
    ]);
    expect(report.actions.map((action) => [action.type, action.payload])).toEqual([
      ['session/signed-in', { tokens: REDACTED }],
      ['route/changed', { path: '/cms' }],
      ['app/started', null],
    ]);
    expect(report.stackTrace[0]).toMatchObject({
      filename: 'https://zorg.test/assets/app.js',
      line: 3,
    });
  });

  it('keeps at most the last 50 actions and shortens long payloads', () => {
    const actions = Array.from({ length: 60 }, (_, index) => ({
      at: index,
      action: { type: 'route/changed', path: `/p/${index}`, huge: 'x'.repeat(5000) } as {
        type: string;
      },
    }));
    const report = buildReport({
      environment: {
        url: 'https://zorg.test/',
        userAgent: 'Test',
        language: null,
        viewportWidth: 1,
        viewportHeight: 1,
        localStorage: {},
      },
      errors: [],
      actions,
      secrets: [],
      now: 0,
    });
    expect(report.actions).toHaveLength(50);
    expect(report.actions[0]?.payload).toMatchObject({ path: '/p/10' });
    expect(JSON.stringify(report.actions[0]?.payload).length).toBeLessThan(700);
  });
});
