// Turns every error of a /v1 route into the documented answer shapes, in the request's language.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { isStorageFull, isStorageUnavailable } from '../../storage/file-storage.ts';
import { versionTag } from './history/versions.ts';
import {
  ConflictError,
  EditConflictError,
  type FieldErrors,
  HttpError,
  ValidationError,
} from './http-errors.ts';
import { type Locale, localeFromHeader, type MessageKey, translate } from './messages.ts';
import { fieldErrorsFromIssues } from './zod-issues.ts';

/** Unique constraints that map to a field the client can fix. */
const uniqueFields: Record<string, string> = {
  users_email_key: 'email',
  evaluations_slug_key: 'slug',
  specializations_title_key: 'title',
  countries_code_key: 'code',
  gradations_position_key: 'position',
  applicables_evaluation_id_type_key: 'type',
  participants_evaluation_id_type_key: 'type',
  evaluation_people_evaluation_id_user_id_key: 'user_id',
  inclusion_data_evaluation_id_center_id_date_key: 'date',
};

/**
 * The request field behind a foreign-key violation: the constraint names its column
 * (`evaluations_gradation_id_fkey` -> `gradation_id`); join tables take id lists, so a body that
 * sent `program_ids` gets the error there. Unknown constraints fall back to `_`.
 */
function referenceField(constraint: string | undefined, body: unknown): string {
  const column = constraint ? /_([a-z]+_id)_fkey$/.exec(constraint)?.[1] : undefined;
  if (!column) return '_';
  const sent = body !== null && typeof body === 'object' ? body : {};
  return `${column}s` in sent ? `${column}s` : column;
}

export function localeOf(request: FastifyRequest): Locale {
  return localeFromHeader(request.headers['accept-language']);
}

export function localiseFieldErrors(errors: FieldErrors, locale: Locale): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, entries]) => [
      field,
      entries.map((entry) => translate(locale, entry.key, entry.params)),
    ]),
  );
}

function databaseError(error: unknown): { code: string; constraint?: string } | undefined {
  const candidate = error as { code?: unknown; constraint?: unknown };
  if (typeof candidate?.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
    return {
      code: candidate.code,
      ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
    };
  }
  return undefined;
}

function toKnownError(error: unknown, request: FastifyRequest): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // Path params are record ids: one that cannot exist (`/evaluations/abc`) is not found, as an
    // unknown number is, rather than a field the client could correct.
    if (error.validationContext === 'params') return new HttpError(404, 'error.notFound');
    const prefix = error.validationContext === 'body' ? [] : [error.validationContext ?? 'query'];
    const issues = error.validation.map(
      (entry) =>
        ({
          ...entry.params,
          code: entry.keyword,
          path: entry.instancePath.split('/').filter(Boolean),
          message: entry.message,
        }) as unknown as z.core.$ZodIssue,
    );
    return new ValidationError(fieldErrorsFromIssues(issues, prefix));
  }
  const fastifyError = error as FastifyError;
  if (
    fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
    fastifyError.code === 'FST_REQ_FILE_TOO_LARGE'
  ) {
    return new HttpError(413, 'error.tooLarge');
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new HttpError(415, 'error.unsupportedFile');
  if (fastifyError.statusCode === 429) return new HttpError(429, 'error.rateLimited');
  if (fastifyError.statusCode === 400 && fastifyError.code?.startsWith('FST_ERR_CTP')) {
    return new ValidationError({ _: [{ key: 'validation.invalid' }] });
  }
  // The database or the object store cannot be reached (down, restarting, out of connections):
  // retry later.
  if (isStorageUnavailable(error) || isDatabaseUnavailable(error))
    return new HttpError(503, 'error.unavailable');
  if (isStorageFull(error)) return new HttpError(507, 'error.storageFull');
  const db = databaseError(error);
  if (db?.code === '23505') {
    const field = (db.constraint && uniqueFields[db.constraint]) || '_';
    return new ValidationError({ [field]: [{ key: 'validation.taken' }] });
  }
  if (db?.code === '23503' || db?.code === '23001') {
    // A write naming a missing row is the client's to fix; a delete blocked by references is a conflict.
    return request.method === 'DELETE'
      ? new HttpError(409, 'error.conflict')
      : new ValidationError({
          [referenceField(db.constraint, request.body)]: [{ key: 'validation.exists' }],
        });
  }
  if (
    db?.code === '23514' ||
    db?.code === '22001' ||
    db?.code === '22007' ||
    db?.code === '22008'
  ) {
    return new ValidationError({ _: [{ key: 'validation.invalid' }] });
  }
  return undefined;
}

export function handleV1Error(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const locale = localeOf(request);
  const known = toKnownError(error, request);
  if (!known) {
    request.log.error({ err: error }, 'unexpected error in /v1');
    // Nothing of the cause (it is in the log under this id): the id lets a caller quote it.
    return reply
      .code(500)
      .send({ message: translate(locale, 'error.server'), request_id: request.id });
  }
  if (known instanceof EditConflictError) {
    return reply
      .code(409)
      .header('etag', versionTag(known.version))
      .send({
        message: translate(locale, known.messageKey),
        version: known.version,
        conflicts: known.conflicts,
      });
  }
  if (known instanceof ConflictError) {
    return reply.code(409).send({
      message: known.describe(locale),
      used_by: known.usedBy,
      refused: known.refused,
    });
  }
  const message = translate(locale, known.messageKey as MessageKey);
  if (known.status === 503) {
    const what = isStorageUnavailable(error) ? 'file storage' : 'database';
    request.log.warn({ err: error }, `${what} unavailable`);
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
  }
  if (known.status === 507) request.log.error({ err: error }, 'upload storage is full');
  if (known instanceof ValidationError) {
    return reply
      .code(422)
      .send({ message, errors: localiseFieldErrors(known.fieldErrors, locale) });
  }
  return reply.code(known.status).send({ message });
}
