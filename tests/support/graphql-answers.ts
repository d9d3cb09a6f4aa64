// Assertions on GraphQL answers shared by the facade tests: error codes, error lines with the
// path folded, and a refusal with exactly one error (its field messages for BAD_USER_INPUT).
import { expect } from 'vitest';
import type { GraphQLAnswer } from './graphql-client.ts';

/** The error codes of a GraphQL answer, in order. */
export const codesOf = (answer: GraphQLAnswer<unknown>) =>
  answer.errors.map((error) => error.extensions?.code);

/** The errors of an answer, one line each, list indexes folded: `message @ a.*.b (CODE)`. */
export const errorLines = (answer: GraphQLAnswer<unknown>) => [
  ...new Set(
    answer.errors.map(
      (error) =>
        `${error.message} @ ${(error.path ?? []).map((part) => (typeof part === 'number' ? '*' : part)).join('.')} (${error.extensions?.code})`,
    ),
  ),
];

/** The answer failed with exactly one error of this code and holds no data (a nullable root: null). */
export function expectError(answer: GraphQLAnswer, code: string) {
  expect(codesOf(answer)).toEqual([code]);
  expect(Object.values(answer.data ?? {}).filter((value) => value !== null)).toEqual([]);
  const [error] = answer.errors;
  if (!error) throw new Error('no error');
  return error;
}

/** The field messages of a BAD_USER_INPUT answer. */
export function fieldErrors(answer: GraphQLAnswer): Record<string, string[]> {
  return expectError(answer, 'BAD_USER_INPUT').extensions?.errors as Record<string, string[]>;
}
