// Unit tests of the search highlighting: folding, word starts, merging, excerpts.
import { describe, expect, it } from 'vitest';
import { excerpt, highlightSegments, matchRanges, searchWords } from './highlight.ts';

const marked = (text: string, term: string) =>
  highlightSegments(text, searchWords(term))
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('searchWords', () => {
  it('folds case and accents and drops punctuation, at most eight words', () => {
    expect(searchWords('  Geïncludeerd, ZORG!  ')).toEqual(['geincludeerd', 'zorg']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('&& || !')).toEqual([]);
  });
});

describe('highlightSegments', () => {
  it('marks words that start with a search word, whatever their case', () => {
    expect(marked('Zorgevaluatie en zorg', 'zorg')).toBe('[Zorg]evaluatie en [zorg]');
  });

  it('does not mark a search word inside another word', () => {
    expect(marked('Mantelzorg en zorgvuldig', 'zorg')).toBe('Mantelzorg en [zorg]vuldig');
  });

  it('matches across Dutch diacritics both ways', () => {
    expect(marked('Patiënten geïncludeerd', 'patienten geincludeerd')).toBe(
      '[Patiënten] [geïncludeerd]',
    );
    expect(marked('Patienten', 'patiënt')).toBe('[Patient]en');
    expect(marked('Ëen cafe', 'CAFÉ')).toBe('Ëen [cafe]');
  });

  it('keeps a decomposed accent with its letter', () => {
    const decomposed = 'Cafe\u0301 open';
    expect(marked(decomposed, 'cafe')).toBe('[Cafe\u0301] open');
  });

  it('marks every word of the term and merges overlapping matches', () => {
    expect(marked('Heup- en knieprothese', 'knie heup')).toBe('[Heup]- en [knie]prothese');
    expect(marked('appendicitis', 'app appendic')).toBe('[appendic]itis');
  });

  it('gives the text unmarked without words, and nothing for an empty text', () => {
    expect(highlightSegments('Zorg', [])).toEqual([{ text: 'Zorg', match: false }]);
    expect(highlightSegments('', ['zorg'])).toEqual([]);
  });

  it('keeps markup-like text as text', () => {
    expect(marked('<b>zorg</b>', 'zorg')).toBe('<b>[zorg]</b>');
  });
});

describe('matchRanges', () => {
  it('counts offsets in the original text, surrogate pairs included', () => {
    expect(matchRanges('😀 zorg', ['zorg'])).toEqual([[3, 7]]);
  });
});

describe('excerpt', () => {
  const long = `${'Inleiding over iets anders. '.repeat(12)}Hier gaat het over appendicitis bij kinderen. ${'Slot. '.repeat(20)}`;

  it('keeps a short text whole, spaces tidied', () => {
    expect(excerpt('  Korte   tekst\nover zorg ', ['zorg'])).toBe('Korte tekst over zorg');
  });

  it('starts at the top when the first match is near it', () => {
    const text = `Zorg ${'woord '.repeat(60)}`;
    const cut = excerpt(text, ['zorg'], 100);
    expect(cut.startsWith('Zorg woord')).toBe(true);
    expect(cut.endsWith('woord…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(101);
  });

  it('starts a little before a match further on, cut between words', () => {
    const cut = excerpt(long, ['appendicitis'], 120);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut).toContain('appendicitis bij kinderen');
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(122);
    expect(cut).not.toMatch(/…\S*\s{2}/);
  });

  it('fills the excerpt when the match lies near the end', () => {
    const text = `${'Een zin over iets. '.repeat(20)}Het gaat om de heupfractuur`;
    const cut = excerpt(text, ['heup'], 120);
    expect(cut.endsWith('Het gaat om de heupfractuur')).toBe(true);
    expect(cut.length).toBeGreaterThan(100);
  });

  it('keeps the first word when the window would start at the top anyway', () => {
    const text = `Eerste ${'woord '.repeat(5)}heup ${'slot '.repeat(20)}`;
    expect(excerpt(text, ['heup'], 60).startsWith('Eerste woord')).toBe(true);
  });

  it('starts at the top when nothing matches', () => {
    expect(excerpt(long, ['xyz'], 60).startsWith('Inleiding over iets anders.')).toBe(true);
  });
});
