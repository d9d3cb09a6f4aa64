// What /v1 answers, declared once for the OpenAPI document and the presenters alike: one zod object
// per record type (a component of the document, and the type its presenter returns), the envelopes
// around records, the error bodies, and `answers()`, which puts them on a route's `response`.
// Documentary: nothing validates or serialises an answer with them on the request path (v1/plugin.ts
// serialises with JSON.stringify); tests/api/answers-declared.test.ts checks real answers against
// the document instead (docs/api.md, "Answers").
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { AccessRule } from './viewer.ts';

/**
 * A record type: one object, listed once under `components/schemas/<name>` and referenced from
 * every answer that holds it. Its fields are the presenter's: `z.infer` is the presenter's return
 * type, and `fieldsOf` the list a `pick` presenter names.
 */
export const answerRecord = <S extends z.ZodRawShape>(
  name: string,
  shape: S,
  description?: string,
) => z.object(shape).meta({ id: name, ...(description ? { description } : {}) });

/**
 * The names of the fields of a shape, for a presenter that answers some columns as they are stored:
 * `pick(row, fieldsOf(columns))` with the same `columns` spread into its `answerRecord`.
 */
export const fieldsOf = <S extends z.ZodRawShape>(shape: S) => Object.keys(shape) as (keyof S)[];

/** The values of a shape's fields: the type of a row holding those columns. */
export type Columns<S extends z.ZodRawShape> = z.infer<z.ZodObject<S>>;

// Field types that recur in answers.
export const recordId = z.number().int();
/** A moment as `Date#toISOString` writes it (presenters' `iso`). */
export const timestamp = z.iso.datetime();
/** A calendar day, `YYYY-MM-DD`. */
export const day = z.iso.date();
/** Any JSON value (settings, what a bug report carries of the browser). */
export const jsonValue = z.unknown().describe('Any JSON value');
/** `created_at` and `updated_at`, as every stored record answers them. */
export const timestamps = { created_at: timestamp.nullable(), updated_at: timestamp.nullable() };

/** A stored file as every answer refers to it: its download url, name, type and size. */
export const fileAnswer = answerRecord('File', {
  id: recordId,
  url: z.string(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});

/** `{ data }`: one record (or one object) of a read or a write. */
export const one = <T extends z.ZodType>(record: T) => z.object({ data: record });

/** `{ data: [...] }`: everything at once (a relationship, a directory search). */
export const all = <T extends z.ZodType>(record: T) => z.object({ data: z.array(record) });

/** A page of a list with its paging meta beside it (domain/list-answer.ts). */
export const page = <T extends z.ZodType>(record: T) =>
  z.object({
    data: z.array(record),
    current_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });

/** The body of every error but the ones below: the message in the request's language. */
export const errorAnswer = answerRecord(
  'Error',
  { message: z.string() },
  'An error, worded in the language of Accept-Language',
);

/** 422: the messages per field (`_` for the body as a whole), in the request's language. */
export const validationErrorAnswer = answerRecord(
  'ValidationError',
  { message: z.string(), errors: z.record(z.string(), z.array(z.string())) },
  'The request cannot be taken as it is: messages per field',
);

const usedBy = z.record(
  z.string(),
  z.object({ count: z.number().int(), titles: z.array(z.string()).optional() }),
);

/** 409; a delete refused because of use says where the records are used. */
export const conflictAnswer = answerRecord(
  'Conflict',
  {
    message: z.string(),
    used_by: usedBy.optional(),
    refused: z.array(z.object({ id: recordId, title: z.string(), used_by: usedBy })).optional(),
    version: z.number().int().optional().describe("An edit conflict: the record's version now"),
    conflicts: z
      .array(
        z.object({
          field: z.string(),
          base: jsonValue.describe('The value at the version the update started from'),
          current: jsonValue.describe('The value now'),
          changed_by: z.object({
            id: recordId.nullable(),
            name: z.string().nullable(),
            role: z.string().nullable(),
          }),
          changed_at: timestamp,
        }),
      )
      .optional()
      .describe('An edit conflict (If-Match of an older version): each field someone else changed'),
  },
  'Conflict with existing data; a refused delete says where the records are used; an update from an older version names the fields someone else changed since',
);

/** 500: nothing of the cause, only the id of the request's log lines. */
const serverErrorAnswer = answerRecord(
  'ServerError',
  { message: z.string(), request_id: z.string() },
  'Something went wrong on the server; request_id names its log lines',
);

/** A message for the caller (a mail sent, a password set). */
export const messageAnswer = z.object({ message: z.string() });

/** The bytes of a stored file, in the file's own type. */
export const binaryAnswer = z.string().meta({ format: 'binary' });

const errorBodies = {
  401: [errorAnswer, 'Not signed in, or the token no longer works'],
  403: [errorAnswer, 'Not allowed for this account'],
  404: [errorAnswer, 'Not found'],
  409: [conflictAnswer, 'Conflict with existing data'],
  413: [errorAnswer, 'Too large'],
  415: [errorAnswer, 'Unsupported file type'],
  422: [validationErrorAnswer, 'Invalid request: messages per field'],
  429: [errorAnswer, 'Too many requests: try again after Retry-After seconds'],
  500: [serverErrorAnswer, 'Server error'],
  503: [errorAnswer, 'The database or file storage is unavailable: try again later'],
  507: [errorAnswer, 'The file storage is full'],
} as const;

export type ErrorStatus = keyof typeof errorBodies;

const successDescriptions = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  304: 'Not modified',
} as const;

type SuccessStatus = keyof typeof successDescriptions;

/** A success without a body (204, 304). */
export const noContent = null;

/** One status of a route's `response`: a JSON body, no body, or bodies per content type. */
type Declared = z.ZodType | null | { content: Record<string, z.ZodType> };

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * A route's `response`: its successes (a JSON body, `noContent`, or `{ content }` per media type)
 * and the errors it answers beyond those every /v1 route can (`declareCommonErrors`).
 */
export function answers(
  successes: Partial<Record<SuccessStatus, Declared>>,
  errors: readonly ErrorStatus[] = [],
): Record<string, unknown> {
  const response: Record<string, unknown> = {};
  for (const [status, declared] of Object.entries(successes)) {
    const description = successDescriptions[Number(status) as SuccessStatus];
    if (declared === undefined) continue;
    if (declared === null) response[status] = z.null().describe(description);
    else if ('content' in declared)
      response[status] = {
        description,
        content: Object.fromEntries(
          Object.entries(declared.content).map(([type, schema]) => [type, { schema }]),
        ),
      };
    else response[status] = json(declared, description);
  }
  for (const status of errors) {
    const [schema, description] = errorBodies[status];
    response[status] = json(schema, description);
  }
  return response;
}

/**
 * The errors of a route's access rule beyond the 401 every route declares: a role rule refuses other
 * roles, and a record-level rule (`canWrite`) other records (403).
 */
export const ruleErrors = (rule: AccessRule, recordRule = false): ErrorStatus[] =>
  typeof rule !== 'string' || recordRule ? [403] : [];

/**
 * Errors any /v1 route can answer, declared on every route by v1/plugin.ts: a bearer token that no
 * longer works (401, public routes too), text PostgreSQL cannot store in the query (422), a failure
 * (500), the database or storage away (503); with a body, one too large (413) or of a type no parser
 * takes (415).
 */
export function declareCommonErrors(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as { hide?: boolean; response?: Record<string, unknown> };
  if (schema.hide) return;
  const methods = [route.method].flat();
  const withBody = methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method));
  const common: ErrorStatus[] = withBody ? [401, 413, 415, 422, 500, 503] : [401, 422, 500, 503];
  route.schema = { ...schema, response: { ...answers({}, common), ...schema.response } };
}
