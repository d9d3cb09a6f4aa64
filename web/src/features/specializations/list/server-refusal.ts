// The text of a refused save for one field: the server's message for that field (already in the
// user's language), else the refusal's own message; and the server's message of a refused delete.
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

/** The server's message of a refused delete (CONFLICT: it says where the records are used). */
export function conflictRefusal(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((entry) => entry.extensions?.code === 'CONFLICT')?.message;
}
