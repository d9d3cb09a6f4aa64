// Redaction of bug reports: secret keys at any depth, token-like strings anywhere, secret query
// parameters, and JSON kept inside local-storage values.
import { describe, expect, it } from 'vitest';
import { REDACTED, redactLocalStorage, redactText, redactUrl, redactValue } from './redact.ts';

const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
const accessToken = `zva_${'a1B2c3D4e5'.repeat(4)}xyz`;

describe('bug report redaction', () => {
  it('redacts values under secret keys at any depth and keeps the rest', () => {
    const payload = {
      email: 'an@example.org',
      password: 'hunter2',
      nested: {
        accessToken: 'x',
        refresh_token: 'y',
        list: [{ apiKey: 'k', 'api-key': 'k2', Authorization: 'Bearer q', name: 'keep' }],
      },
      sessionId: 'abc',
      cookie: 'c=1',
      count: 3,
    };
    expect(redactValue(payload)).toEqual({
      email: 'an@example.org',
      password: REDACTED,
      nested: {
        accessToken: REDACTED,
        refresh_token: REDACTED,
        list: [{ apiKey: REDACTED, 'api-key': REDACTED, Authorization: REDACTED, name: 'keep' }],
      },
      sessionId: REDACTED,
      cookie: REDACTED,
      count: 3,
    });
  });

  it('redacts bearer tokens, JWTs and the gateway tokens inside any text', () => {
    const text = `GET failed with Bearer abc.def-123 then ${jwt} and ${accessToken}.`;
    const redacted = redactText(text);
    expect(redacted).toBe(`GET failed with Bearer ${REDACTED} then ${REDACTED} and ${REDACTED}.`);
    expect(redactValue({ message: jwt, list: [accessToken] })).toEqual({
      message: REDACTED,
      list: [REDACTED],
    });
  });

  it('redacts secret keys of local storage and the JSON inside other values', () => {
    const storage = {
      'zv.session': JSON.stringify({ accessToken, refreshToken: 'zvr_x' }),
      'app-state': JSON.stringify({ user: { name: 'Eva', password: 'pw' }, token: 't' }),
      locale: 'nl',
      note: `copied ${jwt}`,
      broken: '{not json',
    };
    const redacted = redactLocalStorage(storage);
    expect(redacted['zv.session']).toBe(REDACTED);
    expect(JSON.parse(redacted['app-state'] ?? '')).toEqual({
      user: { name: 'Eva', password: REDACTED },
      token: REDACTED,
    });
    expect(redacted.locale).toBe('nl');
    expect(redacted.note).toBe(`copied ${REDACTED}`);
    expect(redacted.broken).toBe('{not json');
  });

  it('redacts secret query parameters of a URL', () => {
    expect(redactUrl('https://x.example/reset-password?token=abc&page=2#top')).toBe(
      `https://x.example/reset-password?token=${REDACTED}&page=2#top`,
    );
    expect(redactUrl('https://x.example/a?api_key=1&q=heup')).toBe(
      `https://x.example/a?api_key=${REDACTED}&q=heup`,
    );
    expect(redactUrl('https://x.example/cms')).toBe('https://x.example/cms');
  });
});
