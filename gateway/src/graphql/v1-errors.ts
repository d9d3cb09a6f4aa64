// /v1 answers that are not a success become GraphQL errors with a stable `extensions.code`:
// 422 -> BAD_USER_INPUT with the field messages, 401 -> UNAUTHENTICATED, 403 -> FORBIDDEN,
// 404 -> NOT_FOUND, 409 -> CONFLICT (a refused delete with `usedBy` and `refused`), and so on.
// Messages are /v1's own, in the caller's language.
import { GraphQLError } from 'graphql';
import { camelCase } from './naming.ts';
import type { V1UnavailableError } from './v1-client.ts';

const codes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
  507: 'INSUFFICIENT_STORAGE',
};

interface V1ErrorBody {
  message?: unknown;
  errors?: Record<string, unknown>;
  used_by?: unknown;
  refused?: unknown;
  version?: unknown;
  conflicts?: unknown;
}

/** Keys in camelCase at every depth: `{ trial_bureaus: { count } }` -> `{ trialBureaus: { count } }`. */
function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [camelCase(key), camelKeys(inner)]),
  );
}

/**
 * A 409's details: a refused delete's places of use (`usedBy`, `refused`), or an edit conflict's
 * `version` now and `conflicts` (each field as the GraphQL input names it: `specializationIds`).
 */
function conflictDetails({ used_by, refused, version, conflicts }: V1ErrorBody) {
  return {
    ...(used_by ? { usedBy: camelKeys(used_by) } : {}),
    ...(Array.isArray(refused) ? { refused: camelKeys(refused) } : {}),
    ...(typeof version === 'number' ? { version } : {}),
    ...(Array.isArray(conflicts)
      ? {
          conflicts: conflicts.map((conflict: Record<string, unknown>) => ({
            ...(camelKeys(conflict) as Record<string, unknown>),
            field: camelCase(String(conflict.field)),
            base: conflict.base,
            current: conflict.current,
          })),
        }
      : {}),
  };
}

/** `{ study_title: [...], 'source_ids.0': [...] }` -> `{ studyTitle: [...], 'sourceIds.0': [...] }`. */
function fieldMessages(errors: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      camelCase(field),
      (Array.isArray(messages) ? messages : [messages]).map(String),
    ]),
  );
}

/** The GraphQL error for a /v1 answer with status >= 400. */
export function v1AnswerError(status: number, body: unknown): GraphQLError {
  const answer = (body ?? {}) as V1ErrorBody;
  const { message, errors } = answer;
  const code = codes[status] ?? (status >= 500 ? 'V1_ERROR' : 'BAD_REQUEST');
  const text = typeof message === 'string' && message !== '' ? message : `/v1 answered ${status}`;
  return new GraphQLError(text, {
    extensions: {
      code,
      status,
      ...(status === 422 && errors ? { errors: fieldMessages(errors) } : {}),
      ...(status === 409 ? conflictDetails(answer) : {}),
    },
  });
}

/** /v1 did not answer in time or refused the connection: a clear error instead of a hang. */
export function v1UnavailableError(error: V1UnavailableError): GraphQLError {
  return new GraphQLError('The data service (/v1) did not answer. Please try again later.', {
    extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 },
    originalError: error,
  });
}
