import { describe, expect, it } from 'vitest';
import { parseValue, settingChanges, settingSchema, valueText } from './setting-values.ts';

describe('setting values', () => {
  it('saves JSON-looking text as its value and any other text as a string', () => {
    expect(parseValue('12')).toBe(12);
    expect(parseValue('true')).toBe(true);
    expect(parseValue('["a", "b"]')).toEqual(['a', 'b']);
    expect(parseValue('{"kleur": "groen"}')).toEqual({ kleur: 'groen' });
    expect(parseValue('hallo')).toBe('hallo');
    expect(parseValue('"tussen aanhalingstekens"')).toBe('"tussen aanhalingstekens"');
  });

  it('shows a saved value as the text that saves it again', () => {
    for (const value of [12, true, ['a'], { a: 1 }, 'hallo'])
      expect(parseValue(valueText(value))).toEqual(value);
  });

  it('removes the old key when a setting is renamed', () => {
    expect(settingChanges(null, { key: 'kleur', value: 'groen' })).toEqual({ kleur: 'groen' });
    expect(settingChanges('kleur', { key: 'kleur', value: '3' })).toEqual({ kleur: 3 });
    expect(settingChanges('kleur', { key: 'tint', value: 'groen' })).toEqual({
      tint: 'groen',
      kleur: null,
    });
  });

  it('checks the key: required, the server pattern, not taken by another setting', () => {
    const schema = settingSchema(['bestaand']);
    const messages = (key: string) =>
      schema.safeParse({ key, value: '' }).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages('')).toContain('validation.required');
    expect(messages('Hoofdletter')).toEqual(['validation.invalid']);
    expect(messages('1begin')).toEqual(['validation.invalid']);
    expect(messages('bestaand')).toEqual(['validation.taken']);
    expect(messages('ok.key_2')).toEqual([]);
  });
});
