// The text of a refused save for one field: the server's message for that field (already in the
// user's language), else the refusal's own message.
import { CombinedGraphQLErrors } from '@apollo/client';

export function serverRefusal(error: unknown, field: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    for (const entry of error.errors) {
      const perField = (entry.extensions?.errors ?? {}) as Record<string, unknown>;
      const messages = perField[field];
      if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
      if (entry.message) return entry.message;
    }
  }
  return error instanceof Error ? error.message : String(error);
}
