import { describe, expect, it } from 'vitest';
import { slugFollowsTitle, slugFromTitle, slugPattern } from './slug.ts';

describe('slugFromTitle', () => {
  it('lowers the case and joins the words with hyphens', () => {
    expect(slugFromTitle('Zorgevaluatie Heup Fractuur')).toBe('zorgevaluatie-heup-fractuur');
  });

  it('drops accents and turns every other run of characters into one hyphen', () => {
    expect(slugFromTitle('  Één café: "naïeve" zorg & co. (2026)  ')).toBe(
      'een-cafe-naieve-zorg-co-2026',
    );
  });

  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugFromTitle(' -- !! ')).toBe('');
  });

  it('keeps at most 180 characters and never ends in a hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(179)} b`);
    expect(slug).toBe('a'.repeat(179));
    expect(slugFromTitle('x'.repeat(300))).toHaveLength(180);
  });

  it('always gives a slug the server accepts (or an empty one)', () => {
    for (const title of ['Hallo wereld', 'ÀÉÎ õü 12', 'a--b__c', '100% zeker?']) {
      expect(slugFromTitle(title)).toMatch(slugPattern);
    }
  });
});

describe('slugFollowsTitle', () => {
  it('follows while the slug is empty or the one the title gives', () => {
    expect(slugFollowsTitle('', 'Iets', 'PUBLISHED')).toBe(true);
    expect(slugFollowsTitle('mijn-titel', 'Mijn titel', 'NEW')).toBe(true);
  });

  it('keeps the address of an evaluation that has moved on from new', () => {
    expect(slugFollowsTitle('mijn-titel', 'Mijn titel', 'DRAFT')).toBe(false);
    expect(slugFollowsTitle('mijn-titel', 'Mijn titel', 'PUBLISHED')).toBe(false);
  });

  it('stops following once the slug is the user’s own', () => {
    expect(slugFollowsTitle('eigen-slug', 'Mijn titel', 'NEW')).toBe(false);
  });
});
