// A prefetched answer lets the next mount read the cache once, while it is fresh.
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { markPrefetched, takePrefetched } from './prefetched.ts';

describe('prefetched answers', () => {
  it('count once, and only while fresh', () => {
    const list = parse('query List { a }');
    expect(takePrefetched(list)).toBe(false);
    markPrefetched(list, 1_000);
    expect(takePrefetched(list, 2_000)).toBe(true);
    expect(takePrefetched(list, 2_000)).toBe(false);
    markPrefetched(list, 1_000);
    expect(takePrefetched(list, 31_000)).toBe(false);
  });
});
