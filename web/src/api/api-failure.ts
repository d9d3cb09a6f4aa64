// An Apollo error as the spec's error catalogue sees it: validation (422) with field messages,
// another status, or no response at all.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { ApiFailure } from '../store/actions.ts';

/** Reason phrases of the statuses /v1 answers (the dialog shows "403 Forbidden"). */
export const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const codeStatus: Record<string, number> = {
  BAD_USER_INPUT: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

interface ErrorExtensions {
  code?: unknown;
  status?: unknown;
  errors?: Record<string, unknown>;
}

const extensionsOf = (error: { extensions?: unknown }) =>
  (error.extensions ?? {}) as ErrorExtensions;

/** Whether the API said the caller is not (or no longer) signed in. */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => extensionsOf(item).code === 'UNAUTHENTICATED')
  );
}

export function toApiFailure(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = first ? extensionsOf(first) : {};
    const status =
      typeof extensions.status === 'number'
        ? extensions.status
        : (codeStatus[String(extensions.code)] ?? 500);
    const statusText = statusTexts[status] ?? '';
    if (status === 422) {
      const fieldMessages = Object.values(extensions.errors ?? {}).flatMap((messages) =>
        Array.isArray(messages) ? messages.map(String) : [String(messages)],
      );
      return {
        kind: 'validation',
        status,
        statusText,
        messages: fieldMessages.length > 0 ? fieldMessages : error.errors.map((e) => e.message),
      };
    }
    return { kind: 'status', status, statusText };
  }
  if (ServerError.is(error))
    return {
      kind: 'status',
      status: error.statusCode,
      statusText: statusTexts[error.statusCode] ?? '',
    };
  return { kind: 'no-response' };
}

/** The server's first message for one field of a refused (422, BAD_USER_INPUT) mutation. */
export function fieldRefusal(error: unknown, field: string): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const refusal = error.errors.find((item) => extensionsOf(item).code === 'BAD_USER_INPUT');
  const messages = refusal ? extensionsOf(refusal).errors?.[field] : undefined;
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
}
