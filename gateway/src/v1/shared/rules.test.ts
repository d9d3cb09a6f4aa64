// The validation rules of spec section 5, each with its message key.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  digits,
  email,
  link,
  name,
  normaliseLink,
  optionalUrl,
  password,
  postcode,
  url,
} from './rules.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('postcode', () => {
  it.each(['1234 AB', '1234AB', '9999 zz', '3584cx'])('accepts %s', (value) => {
    expect(messages(postcode, value)).toEqual([]);
  });
  it.each(['0123 AB', '123 AB', '1234 A', '1234 SA', '1234sd', '1234 ss', '12345 AB', '1234-AB'])(
    'rejects %s',
    (value) => {
      expect(messages(postcode, value)).toEqual(['validation.postcode']);
    },
  );
  it('normalises to four digits, a space and upper-case letters', () => {
    expect(postcode.parse('3584cx')).toBe('3584 CX');
  });
});

describe('url and links', () => {
  it.each([
    'zorgevaluatie.nl',
    'https://www.zorgevaluatie.nl/over?x=1#top',
    'http://192.168.1.10:8080/pad',
    'sub.domein.example.org/a/b',
  ])('accepts %s', (value) => expect(messages(url, value)).toEqual([]));
  it.each(['javascript:alert(1)', 'ftp://example.org', 'geen url', 'http://', 'example'])(
    'rejects %s',
    (value) => {
      expect(messages(url, value)).toEqual(['validation.url']);
    },
  );
  it.each([
    ['a long run of digits', `${'9'.repeat(5000)}!`],
    ['many labels', `${'a.'.repeat(1000)}!`],
    ['hyphenated labels', `${'a-'.repeat(1000)}!`],
    ['a long path', `x.nl${'/a'.repeat(1000)}!`],
  ])('refuses %s in linear time (no catastrophic backtracking)', (_, value) => {
    const started = performance.now();
    expect(messages(url, value)).toContain('validation.url');
    expect(messages(link, value)).toContain('validation.url');
    // The old pattern needed seconds for 26 digits and forever for 5000.
    expect(performance.now() - started).toBeLessThan(200);
  });
  it('adds https:// when the scheme is missing and keeps mailto links', () => {
    expect(url.parse('zorgevaluatie.nl')).toBe('https://zorgevaluatie.nl');
    expect(normaliseLink('http://example.org')).toBe('http://example.org');
    expect(link.parse('mailto:info@zorgevaluatie.nl')).toBe('mailto:info@zorgevaluatie.nl');
    expect(messages(link, 'mailto:geen-adres')).toEqual(['validation.url']);
  });
});

describe('name, email and number', () => {
  it('allows only letters, digits and hyphen in a name', () => {
    expect(messages(name, 'Anne-Marie')).toEqual([]);
    expect(messages(name, 'Ëlise')).toEqual([]);
    expect(messages(name, 'Jan Willem')).toEqual(['validation.name']);
  });
  it('checks and lower-cases e-mail addresses', () => {
    expect(email.parse(' Info@Zorgevaluatie.NL ')).toBe('info@zorgevaluatie.nl');
    expect(messages(email, 'info@')).toEqual(['validation.email']);
    expect(messages(email, '')).toEqual(['validation.required']);
  });
  it('allows digits only for numbers', () => {
    expect(messages(digits, '12')).toEqual([]);
    expect(messages(digits, '12a')).toEqual(['validation.number']);
  });
});

describe('password', () => {
  it('accepts a password that meets every rule', () => {
    expect(messages(password, 'Zorg-Demo-2026')).toEqual([]);
  });
  it('reports each broken rule with its own message', () => {
    expect(messages(password, 'abc')).toEqual([
      'validation.password.uppercase',
      'validation.password.length',
      'validation.password.digit',
      'validation.password.special',
    ]);
    expect(messages(password, 'ABCDEFG1!')).toEqual(['validation.password.lowercase']);
  });
  it('says the password is required when empty', () => {
    expect(messages(password, '')).toEqual(['validation.password.required']);
  });
});

describe('optionalUrl', () => {
  it('keeps an empty value empty, normalises a valid one and names a bad one', () => {
    expect(optionalUrl.parse('')).toBeNull();
    expect(optionalUrl.parse(undefined)).toBeNull();
    expect(optionalUrl.parse('vimeo.com/123')).toBe('https://vimeo.com/123');
    expect(messages(optionalUrl, 'geen url')).toEqual(['validation.url']);
  });
});
