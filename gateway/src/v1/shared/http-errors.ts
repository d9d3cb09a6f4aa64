// Errors a /v1 handler throws on purpose; the error handler turns them into the documented shapes.
import type { MessageKey } from './messages.ts';

export type FieldErrors = Record<
  string,
  { key: MessageKey; params?: Record<string, string | number> }[]
>;

export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly messageKey: MessageKey;
  constructor(status: number, messageKey: MessageKey) {
    super(messageKey);
    this.status = status;
    this.messageKey = messageKey;
  }
}

/** 422 with messages per field; `fieldErrors` hold message keys, localised when answering. */
export class ValidationError extends HttpError {
  override name = 'ValidationError';
  readonly fieldErrors: FieldErrors;
  constructor(fieldErrors: FieldErrors) {
    super(422, 'error.validation');
    this.fieldErrors = fieldErrors;
  }
}

export const unauthenticated = () => new HttpError(401, 'error.unauthenticated');
export const forbidden = () => new HttpError(403, 'error.forbidden');
export const notFound = () => new HttpError(404, 'error.notFound');
export const conflict = () => new HttpError(409, 'error.conflict');

export function invalidField(
  field: string,
  key: MessageKey,
  params?: Record<string, string | number>,
): ValidationError {
  return new ValidationError({ [field]: [params ? { key, params } : { key }] });
}
