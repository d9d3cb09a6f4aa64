// The validation rules of spec section 5 as zod schemas, with message keys as their errors.
import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/** Trimmed, non-empty text ('Verplicht' when empty). */
export const required = (max = 250) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max);

/** Optional text: an empty string becomes null, so a form can clear a field. */
export const optionalText = (max = 250) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value));

/** Letters, digits and hyphen only ('Ongeldige naam'). */
export const namePattern = /^[\p{L}\p{N}-]+$/u;
export const name = z.string().trim().regex(namePattern, { error: 'validation.name' });

/** Optional http(s) scheme, a domain or IPv4 address, optional port, path, query and fragment. */
export const urlPattern =
  /^(https?:\/\/)?((([a-z\d]([a-z\d-]*[a-z\d])*)\.)+[a-z]{2,}|((\d{1,3}\.){3}\d{1,3}))(:\d+)?(\/[-a-z\d%_.~+@:]*)*(\?[;&a-z\d%_.~+=@:/-]*)?(#[-a-z\d_@:/?=&.~%+]*)?$/i;

/** Adds https:// when no scheme is given; mailto: links are kept as they are. */
export function normaliseLink(value: string): string {
  const trimmed = value.trim();
  if (/^mailto:/i.test(trimmed) || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** A web address, normalised to carry a scheme ('Ongeldige url'). */
export const url = z
  .string()
  .trim()
  .max(2048)
  .regex(urlPattern, { error: 'validation.url' })
  .transform(normaliseLink);

export const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  url.nullish().transform((value) => value ?? null),
);

/** A link in rich text or a link list: a web address or a mailto: address. */
export const link = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(value) || urlPattern.test(value), {
    error: 'validation.url',
  })
  .transform(normaliseLink);

export const email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254)
  .pipe(z.email({ error: 'validation.email' }))
  .transform((value) => value.toLowerCase());

/** Digits only ('Alleen cijfers toegestaan'). */
export const digits = z.string().trim().regex(/^\d+$/, { error: 'validation.number' });

/** Dutch postcode: 1-9, three digits, optional space, two letters but not SA, SD or SS. */
export const postcodePattern = /^[1-9]\d{3} ?(?!sa|sd|ss)[a-z]{2}$/i;
export const postcode = z
  .string()
  .trim()
  .regex(postcodePattern, { error: 'validation.postcode' })
  .transform((value) => `${value.slice(0, 4)} ${value.slice(-2).toUpperCase()}`);

/** The password checklist of spec section 5; each rule has its own message. */
export const password = z
  .string({ error: 'validation.password.required' })
  .min(1, { error: 'validation.password.required' })
  .max(200)
  .superRefine((value, context) => {
    if (value.length === 0) return;
    const rules: [boolean, MessageKey][] = [
      [/[a-z]/.test(value), 'validation.password.lowercase'],
      [/[A-Z]/.test(value), 'validation.password.uppercase'],
      [value.length >= 8, 'validation.password.length'],
      [/\d/.test(value), 'validation.password.digit'],
      [/\W|_/.test(value), 'validation.password.special'],
    ];
    for (const [ok, message] of rules) {
      if (!ok) context.addIssue({ code: 'custom', message });
    }
  });

/** Adds the "passwords match" rule, reported under password_confirmation. */
export function withPasswordConfirmation<
  T extends z.ZodObject<{ password: typeof password; password_confirmation: z.ZodString }>,
>(schema: T) {
  return schema.superRefine((value, context) => {
    const data = value as { password?: string; password_confirmation?: string };
    if (data.password !== data.password_confirmation) {
      context.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: 'validation.password.confirmation',
      });
    }
  });
}

/** A calendar date 'YYYY-MM-DD'. */
export const date = z.iso.date({ error: 'validation.date' });
/** An instant with offset, e.g. 2026-03-02T09:00:00+01:00. */
export const dateTime = z.iso.datetime({ offset: true, error: 'validation.dateTime' });

/** Booleans as JSON true/false or as multipart '1'/'0' (and 'true'/'false'). */
export const booleanish = z.union([
  z.boolean(),
  z.stringbool({ truthy: ['1', 'true'], falsy: ['0', 'false'] }),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
]);

/** Numeric ids as numbers or digit strings (multipart and query strings carry strings). */
export const id = z.coerce.number({ error: 'validation.invalid' }).int().positive();

/** A list filter value: `filter[x]=a`, `filter[x]=a,b` or `filter[x][]=a&filter[x][]=b`. */
export const oneOrMany = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : String(value).split(',')),
    z.array(schema).min(1).max(100),
  );

/**
 * A whole number from JSON or a digit string (multipart), within bounds: 'Verplicht' when missing,
 * 'Alleen cijfers toegestaan' when not a number.
 */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({
        // Only the type issue is ours; bounds keep their own messages (Minimaal / Maximaal).
        error: (issue) => {
          if (issue.code !== 'invalid_type') return undefined;
          return issue.input === undefined || issue.input === null || issue.input === ''
            ? 'validation.required'
            : 'validation.number';
        },
      })
      .int()
      .min(min)
      .max(max),
  );
