// Unit tests of comparing two texts word by word, and of when the relative time reads as "now".
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { inWords, relativeTo } from './when.ts';
import { wordDiff } from './word-diff.ts';

describe('wordDiff', () => {
  it('names what both texts have, what only the first has and what only the second has', () => {
    expect(wordDiff('Twee ziekenhuizen doen mee', 'Vijf ziekenhuizen doen mee')).toEqual([
      { text: 'Twee', change: 'removed' },
      { text: 'Vijf', change: 'added' },
      { text: ' ziekenhuizen doen mee', change: 'same' },
    ]);
  });

  it('gives up on texts too different to compare quickly', () => {
    const words = (prefix: string) =>
      Array.from({ length: 3000 }, (_, index) => `${prefix}${index}`).join(' ');
    expect(wordDiff(words('a'), words('b'))).toBeNull();
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const intl = createIntl({ locale: 'nl' });

  it('takes the largest unit that keeps the amount at least one', () => {
    expect(relativeTo(new Date('2026-11-22T11:57:00Z'), now)).toEqual({
      value: -3,
      unit: 'minute',
    });
    expect(relativeTo(new Date('2026-11-19T12:00:00Z'), now)).toEqual({ value: -3, unit: 'day' });
  });

  it('reads under a minute, and a clock a little ahead, as now', () => {
    expect(inWords(intl, '2026-11-22T11:59:40Z', now)).toBe('nu');
    expect(inWords(intl, '2026-11-22T12:00:05Z', now)).toBe('nu');
    expect(inWords(intl, '2026-11-22T09:00:00Z', now)).toBe('3 uur geleden');
  });
});
