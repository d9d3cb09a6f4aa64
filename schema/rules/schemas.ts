// The validation rules of spec section 5 as zod schemas whose errors are message keys
// (`validation.*`, texts in ./messages/). Used by the /v1 API and by the web app's forms.
import { z } from 'zod';
import {
  digitsPattern,
  failedPasswordRules,
  mailtoPattern,
  namePattern,
  normaliseLink,
  normalisePostcode,
  phonePattern,
  postcodePattern,
  urlPattern,
} from './patterns.ts';

/**
 * A schema-level error that names only the missing/wrong-type case: zod applies a schema's `error`
 * to its checks too, and a too long text must not read 'Verplicht'.
 */
const whenMissing = (key: string) => ({
  error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? key : undefined),
});

/** Trimmed, non-empty text ('Verplicht' when empty). */
export const required = (max = 250) =>
  z
    .string(whenMissing('validation.required'))
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

export const name = z.string().trim().regex(namePattern, { error: 'validation.name' });

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
  .refine((value) => mailtoPattern.test(value) || urlPattern.test(value), {
    error: 'validation.url',
  })
  .transform(normaliseLink);

export const email = z
  .string(whenMissing('validation.required'))
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254)
  .pipe(z.email({ error: 'validation.email' }))
  .transform((value) => value.toLowerCase());

export const digits = z.string().trim().regex(digitsPattern, { error: 'validation.number' });

export const phone = z.string().trim().max(30).regex(phonePattern, { error: 'validation.number' });

export const postcode = z
  .string()
  .trim()
  .regex(postcodePattern, { error: 'validation.postcode' })
  .transform(normalisePostcode);

/** The password checklist of spec section 5; each failed rule has its own message. */
export const password = z
  .string(whenMissing('validation.password.required'))
  .min(1, { error: 'validation.password.required' })
  .max(200)
  .superRefine((value, context) => {
    if (value.length === 0) return;
    for (const rule of failedPasswordRules(value)) {
      context.addIssue({ code: 'custom', message: rule.messageKey });
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

/**
 * A whole number from JSON or a digit string (multipart), within bounds: 'Verplicht' when missing,
 * 'Alleen cijfers toegestaan' when not a number.
 */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({
        // Only the type issue is ours; bounds keep their own messages (Minimaal / Maximaal), and
        // a fraction ('int' expected) reads 'Alleen hele getallen toegestaan'.
        error: (issue) => {
          if (issue.code !== 'invalid_type' || issue.expected === 'int') return undefined;
          return issue.input === undefined || issue.input === null || issue.input === ''
            ? 'validation.required'
            : 'validation.number';
        },
      })
      .int()
      .min(min)
      .max(max),
  );
