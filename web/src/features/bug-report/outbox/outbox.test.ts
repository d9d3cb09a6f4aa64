// The outbox keeps unsent reports in local storage: a few at most, and when storage is full the
// screenshots are dropped before any report is.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test-support/memory-storage.ts';
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

describe('createOutbox', () => {
  it('keeps reports across instances and removes the sent ones', () => {
    const storage = memoryStorage();
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
    const outbox = createOutbox(memoryStorage());
    for (let index = 0; index < OUTBOX_SIZE + 2; index += 1) outbox.add(report(`r${index}`), index);
    expect(outbox.list().map((entry) => entry.input.title)).toEqual(['r2', 'r3', 'r4', 'r5', 'r6']);
  });

  it('drops the screenshot when storage is full, and keeps the report', () => {
    const outbox = createOutbox(memoryStorage(2000));
    expect(
      outbox.add(report('with picture', `data:image/jpeg;base64,${'A'.repeat(5000)}`), 1),
    ).toEqual(expect.any(String));
    const [entry] = outbox.list();
    expect(entry?.input.title).toBe('with picture');
    expect(entry?.input.screenshot).toBeUndefined();
  });

  it('survives unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem(OUTBOX_KEY, '{not json');
    expect(createOutbox(storage).list()).toEqual([]);
  });
});
