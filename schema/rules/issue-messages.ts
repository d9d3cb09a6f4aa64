// One mapping from zod's generic issues (missing, too long, wrong type, ...) to the shared
// `validation.*` keys with their values, used by the /v1 API's 422 answers and by the web app's
// form resolver, so a rule reads the same in the browser and from the server.
import type { z } from 'zod';
import { isValidationMessageKey, type ValidationMessageKey } from './messages.ts';

/** A message key with the values its text needs. */
export interface IssueMessage {
  key: ValidationMessageKey;
  params?: Record<string, string | number>;
}

/** What the mapping reads of an issue: zod's raw issues (error maps) and final ones alike. */
type Issue = z.core.$ZodRawIssue | z.core.$ZodIssue;

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/** The message of an issue: its own key when a schema gave one, else one for its kind. */
export function issueMessage(issue: Issue): IssueMessage {
  if (typeof issue.message === 'string' && isValidationMessageKey(issue.message))
    return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'validation.integer' };
      if (isEmpty(issue.input)) return { key: 'validation.required' };
      if (issue.expected === 'number') return { key: 'validation.number' };
      return { key: 'validation.type', params: { expected: issue.expected } };
    case 'too_small':
      if ((issue.origin === 'string' || issue.origin === 'array') && Number(issue.minimum) <= 1)
        return { key: 'validation.required' };
      return issue.origin === 'string'
        ? { key: 'validation.tooShort', params: { min: Number(issue.minimum) } }
        : { key: 'validation.tooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.tooLong', params: { max: Number(issue.maximum) } }
        : { key: 'validation.tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_value':
      return { key: 'validation.oneOf', params: { values: issue.values.map(String).join(', ') } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'url') return { key: 'validation.url' };
      if (issue.format === 'date') return { key: 'validation.date' };
      if (issue.format === 'datetime') return { key: 'validation.dateTime' };
      return { key: 'validation.invalid' };
    case 'not_multiple_of':
      return { key: 'validation.integer' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.invalid' };
  }
}
