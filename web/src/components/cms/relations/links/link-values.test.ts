import { describe, expect, it } from 'vitest';
import { isLink, linkInput, linkSchema, savedAddress } from './link-values.ts';

describe('savedAddress', () => {
  it('shows https:// added to an address without a scheme', () => {
    expect(savedAddress('example.org/studie')).toBe('https://example.org/studie');
    expect(savedAddress('  www.zorgevaluatie.nl ')).toBe('https://www.zorgevaluatie.nl');
  });

  it('has nothing to show when the address is kept as typed or is not an address', () => {
    expect(savedAddress('https://example.org')).toBeNull();
    expect(savedAddress('http://example.org')).toBeNull();
    expect(savedAddress('mailto:info@example.org')).toBeNull();
    expect(savedAddress('geen adres')).toBeNull();
    expect(savedAddress('')).toBeNull();
  });
});

describe('the link rules', () => {
  it('accept web addresses with or without a scheme and mailto: addresses', () => {
    expect(isLink('example.org')).toBe(true);
    expect(isLink('https://example.org/a?b=c')).toBe(true);
    expect(isLink('mailto:info@example.org')).toBe(true);
    expect(isLink('niet een url')).toBe(false);
    expect(isLink('mailto:geen-adres')).toBe(false);
  });

  it('name the broken field with its message key', () => {
    const result = linkSchema.safeParse({ title: ' ', url: 'niet een url', position: 'a' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['title', 'validation.required'],
      ['url', 'validation.url'],
      ['position', 'validation.number'],
    ]);
  });

  it('send the normalised address and the position as a number', () => {
    expect(linkInput({ title: ' Site ', url: 'example.org', position: '3' })).toEqual({
      title: 'Site',
      url: 'https://example.org',
      position: 3,
    });
  });
});
