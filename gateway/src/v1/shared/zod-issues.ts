// Turns zod issues into field errors with message keys (localised later by the error handler).
import type { z } from 'zod';
import type { FieldErrors } from './http-errors.ts';
import { isMessageKey, type MessageKey } from './messages.ts';

type Issue = z.core.$ZodIssue;

function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || '_';
}

function keyFor(issue: Issue): { key: MessageKey; params?: Record<string, string | number> } {
  if (isMessageKey(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' && issue.input !== undefined)
        return { key: 'validation.number' };
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? { key: 'validation.required' }
        : { key: 'validation.type', params: { expected: issue.expected } };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required' }
          : { key: 'validation.tooShort', params: { min: Number(issue.minimum) } };
      }
      if (issue.origin === 'array' && Number(issue.minimum) <= 1)
        return { key: 'validation.required' };
      return { key: 'validation.tooSmall', params: { min: Number(issue.minimum) } };
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
    default:
      return { key: 'validation.invalid' };
  }
}

export function fieldErrorsFromIssues(
  issues: readonly Issue[],
  prefix: readonly PropertyKey[] = [],
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, entry: FieldErrors[string][number]) => {
    const list = errors[field] ?? [];
    if (!list.some((existing) => existing.key === entry.key)) list.push(entry);
    errors[field] = list;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        add(fieldName([...prefix, ...issue.path, key]), { key: 'validation.unknownField' });
      continue;
    }
    if (issue.code === 'invalid_type' && issue.expected === 'int') {
      add(fieldName([...prefix, ...issue.path]), { key: 'validation.integer' });
      continue;
    }
    add(fieldName([...prefix, ...issue.path]), keyFor(issue));
  }
  return errors;
}
