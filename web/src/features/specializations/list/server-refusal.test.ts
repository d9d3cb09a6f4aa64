import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { conflictRefusal, serverRefusal } from './server-refusal.ts';

const refusal = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('server refusals', () => {
  it("takes a refused delete's message from the CONFLICT error", () => {
    const message =
      'Dit specialisme is in gebruik bij 1 programma (ZonMw); haal het daar eerst weg';
    expect(conflictRefusal(refusal('CONFLICT', message))).toBe(message);
    expect(conflictRefusal(refusal('FORBIDDEN', 'Geen toegang'))).toBeUndefined();
    expect(conflictRefusal(new Error('offline'))).toBeUndefined();
  });

  it("falls back to the error's own message for a field without messages", () => {
    expect(serverRefusal(refusal('FORBIDDEN', 'Geen toegang'), 'title')).toBe('Geen toegang');
  });
});
