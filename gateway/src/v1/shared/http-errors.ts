// Errors a /v1 handler throws on purpose; the error handler turns them into the documented shapes.
import type { Locale, MessageKey } from './messages.ts';

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

/** Where a record is still used: per place a count and (where records have one) the first titles. */
export type UsedBy = Record<string, { count: number; titles?: string[] }>;

/** One refused record of a delete and where it is used. */
export interface RefusedRecord {
  id: number;
  title: string;
  used_by: UsedBy;
}

/**
 * 409 that says why: `{ message, used_by, refused }`. `used_by` adds up the places over every
 * refused record; `refused` names each one. `describe` words the message in the answer's language.
 */
export class ConflictError extends HttpError {
  override name = 'ConflictError';
  readonly refused: RefusedRecord[];
  readonly describe: (locale: Locale) => string;
  constructor(refused: RefusedRecord[], describe: (locale: Locale) => string) {
    super(409, 'error.conflict');
    this.refused = refused;
    this.describe = describe;
  }

  get usedBy(): UsedBy {
    const total: UsedBy = {};
    for (const record of this.refused)
      for (const [place, usage] of Object.entries(record.used_by)) {
        const sum = total[place] ?? { count: 0 };
        sum.count += usage.count;
        if (usage.titles)
          sum.titles = [...new Set([...(sum.titles ?? []), ...usage.titles])].slice(0, 3);
        total[place] = sum;
      }
    return total;
  }
}

export function invalidField(
  field: string,
  key: MessageKey,
  params?: Record<string, string | number>,
): ValidationError {
  return new ValidationError({ [field]: [params ? { key, params } : { key }] });
}

/** A field someone else changed since the caller's version, with the caller's base and now. */
export interface FieldConflict {
  field: string;
  /** The value at the caller's version (what they started from). */
  base: unknown;
  /** The value now. */
  current: unknown;
  /** Who changed it last, and when. */
  changed_by: { id: number | null; name: string | null; role: string | null };
  changed_at: string;
}

/** 409 of an update that started from an older version and overlaps another change. */
export class EditConflictError extends HttpError {
  override name = 'EditConflictError';
  readonly conflicts: FieldConflict[];
  readonly version: number;
  constructor(conflicts: FieldConflict[], version: number) {
    super(409, 'error.editConflict');
    this.conflicts = conflicts;
    this.version = version;
  }
}
