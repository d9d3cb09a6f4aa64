// The resolver for the kit's forms: zod schemas from the shared rule set, and zod's generic issues
// (too long, too small, wrong type...) turned into `validation.*` keys with their values by the
// same mapping the /v1 API uses (schema/rules/issue-messages.ts), so the kit shows them in the
// user's language with the server's texts.
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { issueMessage } from '../../../../schema/rules/issue-messages.ts';
import { encodeMessage } from './use-field-error-text.ts';

/** The message for an issue, as the kit's fields carry it (a key, values encoded with it). */
export function issueText(issue: z.core.$ZodRawIssue): string {
  const { key, params } = issueMessage(issue);
  return encodeMessage(key, params);
}

/** `zodResolver` with the kit's error map: `useForm({ resolver: formResolver(schema) })`. */
export function formResolver<Input extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output, Input>,
) {
  return zodResolver(schema, { error: (issue) => issueText(issue) });
}
