// The messages of a failed mutation as the user should read them: a refusal (422) carries
// localised messages per field in `extensions.errors`; other GraphQL errors carry their message.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function refusalMessages(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((entry) => {
    const fields = entry.extensions?.errors;
    if (fields && typeof fields === 'object')
      return Object.values(fields as Record<string, unknown>).flatMap((messages) =>
        Array.isArray(messages) ? messages.map(String) : [String(messages)],
      );
    return [entry.message];
  });
}
