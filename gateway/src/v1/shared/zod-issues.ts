// Turns zod issues into field errors with message keys (localised later by the error handler);
// generic issues map to the shared rules' keys (schema/rules/issue-messages.ts).
import type { z } from 'zod';
import type { FieldErrors } from './http-errors.ts';
import { isMessageKey, type MessageKey } from './messages.ts';
import { issueMessage } from './rules.ts';

type Issue = z.core.$ZodIssue;

function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || '_';
}

/** A key the API's catalogue has (a route's own message), else the shared rules' mapping. */
function keyFor(issue: Issue): { key: MessageKey; params?: Record<string, string | number> } {
  if (isMessageKey(issue.message)) return { key: issue.message };
  return issueMessage(issue);
}

export function fieldErrorsFromIssues(
  issues: readonly Issue[],
  prefix: readonly PropertyKey[] = [],
): FieldErrors {
  // No prototype: a field named `constructor` or `__proto__` is just a field here.
  const errors: FieldErrors = Object.create(null);
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
    add(fieldName([...prefix, ...issue.path]), keyFor(issue));
  }
  return errors;
}
