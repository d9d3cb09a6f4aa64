// What a refused GraphQL write says, as lines to show where the write was asked for (a restore in
// the timeline, in its dialog or on "Recent verwijderd"): each field's messages of a 422 (a slug
// taken since), else the error's own message.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function serverMessages(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((entry) => {
    const fieldErrors = entry.extensions?.errors;
    if (fieldErrors && typeof fieldErrors === 'object') {
      const lines = Object.values(fieldErrors as Record<string, unknown>).flatMap((messages) =>
        Array.isArray(messages) ? messages.map(String) : [String(messages)],
      );
      if (lines.length > 0) return lines;
    }
    return entry.message ? [entry.message] : [];
  });
}

/** The error's code (`FORBIDDEN`, `BAD_USER_INPUT`), if it has one. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}
