// What a refused GraphQL write says, as lines to show where the write was asked for (a restore in
// the timeline, in its dialog or on "Recent verwijderd"): each field's messages of a 422 (a slug
// taken since), else the error's own message.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function serverMessages(error: unknown, options: { withFields?: boolean } = {}): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((entry) => {
    const fieldErrors = entry.extensions?.errors;
    if (fieldErrors && typeof fieldErrors === 'object') {
      // With no form to put them under, a field's messages name it (`slug: Is al in gebruik`).
      const lines = Object.entries(fieldErrors as Record<string, unknown>).flatMap(
        ([field, messages]) =>
          (Array.isArray(messages) ? messages : [messages]).map((message) =>
            options.withFields && field !== '_' ? `${field}: ${String(message)}` : String(message),
          ),
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
