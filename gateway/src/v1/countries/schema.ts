// Request body and list protocol of /v1/countries: a code is an upper-case ISO 3166-1 alpha-2 code.
import { z } from 'zod';
import { id, oneOrMany, required } from '../shared/rules.ts';
import { isoCountryCodes } from './iso-3166.ts';

/** Two letters in any case, stored upper-case; it has to be an assigned ISO 3166-1 code. */
const code = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .transform((value) => value.toUpperCase())
  .refine((value) => isoCountryCodes.has(value), { error: 'validation.countryCode' });

export const countryBody = z.strictObject({ name: required(120), code });
export type CountryBody = z.infer<typeof countryBody>;

export const countryFilters = {
  /** Part of the name (accents and case folded) or the exact code. */
  search: z.string().trim().max(120),
  code: oneOrMany(z.string().trim().toUpperCase().length(2)),
  ids: oneOrMany(id),
};
export type CountryFilters = {
  [K in keyof typeof countryFilters]: z.infer<(typeof countryFilters)[K]>;
};
export const countrySorts = ['name', 'code', 'created_at', 'updated_at', 'id'] as const;
export type CountrySort = (typeof countrySorts)[number];
