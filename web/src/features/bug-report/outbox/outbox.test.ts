// The outbox keeps unsent reports in local storage: a few at most, and when storage is full the
// screenshots are dropped before any report is.
import { describe, expect, it } from 'vitest';
import type { BugReportInput } from '../types.ts';
import { createOutbox, OUTBOX_KEY, OUTBOX_SIZE } from './outbox.ts';

const report = (title: string, screenshot?: string): BugReportInput => ({
  title,
  description: 'd',
  url: 'https://zorg.test/',
  occurredAt: '2026-11-24T12:00:00.000Z',
  stackTrace: [],
  localStorage: {},
  actions: [],
  browser: { userAgent: 'Test', language: 'nl', viewportWidth: 1, viewportHeight: 1 },
  ...(screenshot ? { screenshot } : {}),
});

/** Local storage that refuses to store more than `limit` characters, as a full browser does. */
function limitedStorage(limit: number): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => {
      if (value.length > limit) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, value);
    },
  };
}

describe('createOutbox', () => {
  it('keeps reports across instances and removes the sent ones', () => {
    const storage = limitedStorage(Number.POSITIVE_INFINITY);
    expect(createOutbox(storage).add(report('a'), 1)).toEqual(expect.any(String));
    createOutbox(storage).add(report('b'), 2);
    const outbox = createOutbox(storage);
    const [first, second] = outbox.list();
    expect([first?.input.title, second?.input.title]).toEqual(['a', 'b']);
    outbox.remove(first?.id ?? '');
    expect(outbox.list().map((entry) => entry.input.title)).toEqual(['b']);
    outbox.remove(second?.id ?? '');
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('keeps at most a few, the newest', () => {
    const outbox = createOutbox(limitedStorage(Number.POSITIVE_INFINITY));
    for (let index = 0; index < OUTBOX_SIZE + 2; index += 1) outbox.add(report(`r${index}`), index);
    expect(outbox.list().map((entry) => entry.input.title)).toEqual(['r2', 'r3', 'r4', 'r5', 'r6']);
  });

  it('drops the screenshot when storage is full, and keeps the report', () => {
    const outbox = createOutbox(limitedStorage(2000));
    expect(
      outbox.add(report('with picture', `data:image/jpeg;base64,${'A'.repeat(5000)}`), 1),
    ).toEqual(expect.any(String));
    const [entry] = outbox.list();
    expect(entry?.input.title).toBe('with picture');
    expect(entry?.input.screenshot).toBeUndefined();
  });

  it('survives unreadable storage', () => {
    const storage = limitedStorage(Number.POSITIVE_INFINITY);
    storage.setItem(OUTBOX_KEY, '{not json');
    expect(createOutbox(storage).list()).toEqual([]);
  });
});
