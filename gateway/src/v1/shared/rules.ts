// The validation rules of spec section 5: the shared rule set (schema/rules/, also used by the web
// app's forms) plus the /v1 API's own transport rules (multipart booleans, ids, list filters).
import { z } from 'zod';
import { url } from '../../../../schema/rules/schemas.ts';

export { issueMessage } from '../../../../schema/rules/issue-messages.ts';
export { normaliseLink } from '../../../../schema/rules/patterns.ts';
export {
  date,
  dateTime,
  digits,
  email,
  link,
  name,
  optionalText,
  optionalUrl,
  password,
  phone,
  postcode,
  required,
  url,
  wholeNumber,
  withPasswordConfirmation,
} from '../../../../schema/rules/schemas.ts';

/** Booleans as JSON true/false or as multipart '1'/'0' (and 'true'/'false'). */
export const booleanish = z.union([
  z.boolean(),
  z.stringbool({ truthy: ['1', 'true'], falsy: ['0', 'false'] }),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
]);

/** The largest id a table holds (ids are PostgreSQL `integer`s); a larger one is never a record. */
export const MAX_ID = 2_147_483_647;

/** Numeric ids as numbers or digit strings (multipart and query strings carry strings). */
export const id = z.coerce.number({ error: 'validation.invalid' }).int().positive().max(MAX_ID);

/** A list filter value: `filter[x]=a`, `filter[x]=a,b` or `filter[x][]=a&filter[x][]=b`. */
export const oneOrMany = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : String(value).split(',')),
    z.array(schema).min(1).max(100),
  );

/** Rich text, sanitized on write (see the repositories); absent in a create or PUT means none. */
export const richText = z
  .string()
  .max(100_000)
  .nullish()
  .transform((value) => value ?? null);
/** An optional file id; absent in a create or PUT means none. */
export const optionalFileId = id.nullish().transform((value) => value ?? null);

/**
 * An optional web address ('' clears it). Unlike a union with '', a wrong address keeps the
 * url message ('Ongeldige url') instead of a generic one.
 */
export const optionalWebAddress = z
  .preprocess((value) => (value === '' ? null : value), url.nullish())
  .transform((value) => value ?? null);
