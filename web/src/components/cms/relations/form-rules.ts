// The browser-side rules of the relation forms beside the shared ones in schema/rules (required
// text comes from there; the server checks them all again). Errors are catalogue keys of the form
// kit's validation texts; a length limit gets its key (with the limit) from the kit's resolver
// (`formResolver`).
import { z } from 'zod';
import { digitsPattern } from '../../../../../schema/rules/patterns.ts';

/** Optional text of at most `max` characters ('' is none). */
export const optionalText = (max: number) => z.string().trim().max(max);

/** A whole number typed as digits only (the spec's number rule: 'Alleen cijfers toegestaan'). */
export const digits = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(digitsPattern, { error: 'validation.number' });

/** Digits as the number the API takes. */
export const toNumber = (value: string) => Number.parseInt(value, 10);
