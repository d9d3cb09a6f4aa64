// The quick date scalars answer exactly what graphql-scalars' would, and still refuse bad input.
import { DateTimeISOResolver, LocalDateResolver } from 'graphql-scalars';
import { describe, expect, it } from 'vitest';
import { DateScalar, DateTimeScalar } from './scalars.ts';

describe('date scalars', () => {
  it('serialise like graphql-scalars, quickly for the shapes /v1 sends', () => {
    for (const value of ['2026-01-31', '2024-02-29']) {
      expect(DateScalar.serialize(value)).toBe(LocalDateResolver.serialize(value));
    }
    for (const value of [
      '2026-01-31T10:00:00.000Z',
      '2026-01-31T10:00:00Z',
      '2026-01-31T10:00:00.123456Z',
      '2026-01-31T11:00:00+01:00',
      new Date('2026-01-31T10:00:00Z'),
    ]) {
      expect(DateTimeScalar.serialize(value)).toBe(DateTimeISOResolver.serialize(value));
    }
  });

  it('refuse what is no date, in answers and in arguments', () => {
    expect(() => DateScalar.serialize('2026-13-01')).toThrow();
    expect(() => DateScalar.parseValue('gisteren')).toThrow();
    expect(() => DateTimeScalar.parseValue('2026-01-31')).toThrow();
  });
});
