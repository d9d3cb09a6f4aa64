// Unit tests of the initials rule: letters, hyphens and spaces only, at most three letters.
import { describe, expect, it } from 'vitest';
import { INITIALS_MAX_LETTERS, initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letter of each word', () => {
    expect(initials('Anne de Vries')).toBe('AdV');
    expect(initials('Pieter Jansen')).toBe('PJ');
    expect(initials('Madonna')).toBe('M');
  });

  it('treats hyphenated parts as separate words', () => {
    expect(initials('Jean-Luc Picard')).toBe('JLP');
    expect(initials('Anne-Marie')).toBe('AM');
  });

  it('keeps at most three letters: the first parts and the family name', () => {
    expect(INITIALS_MAX_LETTERS).toBe(3);
    expect(initials('Jan-Willem van den Berg')).toBe('JWB');
    expect(initials('Anna Maria Sophia de Wit')).toBe('AMW');
    expect(initials('a b c d e f').length).toBe(3);
  });

  it('capitalises the first and last letter and keeps Dutch name particles lower case', () => {
    expect(initials('anne de vries')).toBe('AdV');
    expect(initials('vincent van gogh')).toBe('VvG');
  });

  it('ignores digits, punctuation and symbols', () => {
    expect(initials('R2-D2')).toBe('RD');
    expect(initials("O'Brien, Pat")).toBe('OP');
    expect(initials('Dr. Anne (Annie) de Vries!')).toBe('DAV');
    expect(initials('user_42 @home')).toBe('UH');
    expect(initials('12345')).toBe('');
  });

  it('collapses repeated spaces and hyphens and trims the name', () => {
    expect(initials('  Anne   --  Vries  ')).toBe('AV');
    expect(initials('\tAnne\nVries')).toBe('AV');
  });

  it('accepts letters outside ASCII, also when written with combining marks', () => {
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(initials('E\u0301mile Zola')).toBe('ÉZ');
    expect(initials('Øystein Ærø')).toBe('ØÆ');
    expect(initials('ĳsbrand ijzer')).toBe('ĲI');
  });

  it('gives no initials for an empty or letterless name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials('- - -')).toBe('');
    expect(initials('!!! ???')).toBe('');
  });
});
