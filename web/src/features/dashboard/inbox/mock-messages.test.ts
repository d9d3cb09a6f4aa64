import { describe, expect, it } from 'vitest';
import {
  generateMessages,
  inFolder,
  MAX_MESSAGES,
  MIN_MESSAGES,
  type Random,
  seededRandom,
} from './mock-messages.ts';

const texts = { subjects: ['Onderwerp'], bodies: ['Tekst'] };
const constant =
  (value: number): Random =>
  () =>
    value;

describe('generateMessages', () => {
  it('makes at least one message for the lowest random number', () => {
    expect(generateMessages(texts, constant(0))).toHaveLength(MIN_MESSAGES);
  });

  it('makes at most twenty messages for the highest random number', () => {
    expect(generateMessages(texts, constant(0.999_999))).toHaveLength(MAX_MESSAGES);
  });

  it('stays within 1 to 20 for many seeds', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const count = generateMessages(texts, seededRandom(seed)).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(20);
    }
  });

  it('gives the same messages for the same seed and moment', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(generateMessages(texts, seededRandom(7), now)).toEqual(
      generateMessages(texts, seededRandom(7), now),
    );
  });

  it('lists newest first, never after now', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const times = generateMessages(texts, seededRandom(3), now).map((m) => Date.parse(m.at));
    expect(times.every((time) => time < now.getTime())).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('inFolder', () => {
  it('gathers starred messages in "starred" and the rest by folder', () => {
    const messages = generateMessages(texts, seededRandom(11));
    expect(inFolder(messages, 'starred').every((m) => m.starred)).toBe(true);
    const total = ['inbox', 'sent', 'draft'] as const;
    expect(total.reduce((sum, folder) => sum + inFolder(messages, folder).length, 0)).toBe(
      messages.length,
    );
  });
});
