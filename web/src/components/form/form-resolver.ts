// The resolver for the kit's forms: zod schemas from the shared rule set, and zod's generic issues
// (too long, too small, wrong type...) turned into `validation.*` keys with their values, the same
// keys the /v1 API reports, so the kit can show them in the user's language.
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { isValidationMessageKey } from '../../../../schema/rules/messages.ts';
import { encodeMessage } from './use-field-error-text.ts';

type Issue = z.core.$ZodRawIssue;

/** The message key for an issue that has no key of its own. */
export function issueMessage(issue: Issue): string {
  if (typeof issue.message === 'string' && isValidationMessageKey(issue.message))
    return issue.message;
  const input = issue.input;
  const empty = input === undefined || input === null || input === '';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' && !empty) return 'validation.number';
      if (issue.expected === 'int') return 'validation.integer';
      return 'validation.required';
    case 'too_small':
      if ((issue.origin === 'string' || issue.origin === 'array') && Number(issue.minimum) <= 1)
        return 'validation.required';
      return issue.origin === 'string'
        ? encodeMessage('validation.tooShort', { min: Number(issue.minimum) })
        : encodeMessage('validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? encodeMessage('validation.tooLong', { max: Number(issue.maximum) })
        : encodeMessage('validation.tooBig', { max: Number(issue.maximum) });
    case 'invalid_value':
      return encodeMessage('validation.oneOf', { values: issue.values.map(String).join(', ') });
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email';
      if (issue.format === 'url') return 'validation.url';
      if (issue.format === 'date') return 'validation.date';
      if (issue.format === 'datetime') return 'validation.dateTime';
      return 'validation.invalid';
    case 'not_multiple_of':
      return 'validation.integer';
    default:
      return 'validation.invalid';
  }
}

/** `zodResolver` with the kit's error map: `useForm({ resolver: formResolver(schema) })`. */
export function formResolver<Input extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output, Input>,
) {
  return zodResolver(schema, { error: (issue) => issueMessage(issue) });
}
