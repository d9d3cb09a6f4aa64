// The shared mapping of zod's generic issues to `validation.*` keys (schema/rules/issue-messages.ts),
// which the /v1 API's 422 answers and the web app's form resolver both use.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from './rules.ts';

/** The first issue's message; with the input reported, as the web form's error map sees it. */
const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a refusal');
  return issueMessage(result.error.issues[0] as z.core.$ZodIssue);
};

describe('issueMessage', () => {
  it.each<[string, z.ZodType, unknown, ReturnType<typeof issueMessage>]>([
    ['a missing text', z.string(), undefined, { key: 'validation.required' }],
    ['an empty text with a minimum of 1', z.string().min(1), '', { key: 'validation.required' }],
    ['a short text', z.string().min(3), 'ab', { key: 'validation.tooShort', params: { min: 3 } }],
    ['a long text', z.string().max(2), 'abc', { key: 'validation.tooLong', params: { max: 2 } }],
    ['a word for a number', z.number(), 'veel', { key: 'validation.number' }],
    [
      'a text for a flag',
      z.boolean(),
      'ja',
      { key: 'validation.type', params: { expected: 'boolean' } },
    ],
    ['a fraction for a whole number', z.int(), 1.5, { key: 'validation.integer' }],
    ['a small number', z.number().min(5), 2, { key: 'validation.tooSmall', params: { min: 5 } }],
    ['a large number', z.number().max(5), 9, { key: 'validation.tooBig', params: { max: 5 } }],
    [
      'an unknown choice',
      z.enum(['a', 'b']),
      'c',
      { key: 'validation.oneOf', params: { values: 'a, b' } },
    ],
    ['a malformed e-mail', z.email(), 'x@', { key: 'validation.email' }],
    ['a malformed date', z.iso.date(), '2026-13-01', { key: 'validation.date' }],
    ['an unknown field', z.strictObject({}), { extra: 1 }, { key: 'validation.unknownField' }],
  ])('%s', (_case, schema, value, expected) => {
    expect(firstMessage(schema, value)).toEqual(expected);
  });

  it('keeps the key a schema gave its check', () => {
    expect(firstMessage(z.string().regex(/^\d+$/, 'validation.number'), 'x')).toEqual({
      key: 'validation.number',
    });
  });
});
