// Request bodies and list protocol of /v1/addresses. The postcode is checked against the country
// in the resource (Dutch rule for NL or no country), since PATCH may change either one alone.
import { z } from 'zod';
import { digits, id, oneOrMany, optionalText, postcode, required } from '../shared/rules.ts';

const optionalId = z
  .union([z.literal(''), id])
  .nullish()
  .transform((value) => (value === '' || value === undefined ? null : value));

/** House number: digits only ('Alleen cijfers toegestaan'). */
const houseNumber = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(10)
  .pipe(digits);

const fields = {
  country_id: optionalId,
  street: required(200),
  number: houseNumber,
  number_add: optionalText(10),
  postcode: required(10),
  city: required(120),
  contact: optionalText(500),
};

export const createAddressBody = z.strictObject({
  ...fields,
  country_id: fields.country_id.default(null),
  number_add: fields.number_add.default(null),
  contact: fields.contact.default(null),
});
export const updateAddressBody = z.strictObject(fields).partial();

export type CreateAddress = z.infer<typeof createAddressBody>;
export type UpdateAddress = z.infer<typeof updateAddressBody>;

/** POST /v1/addresses/autocomplete: a Dutch postcode and house number (with addition). */
export const autocompleteBody = z.strictObject({
  postcode: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .pipe(postcode),
  number: houseNumber,
  number_add: optionalText(10),
});
export type AutocompleteInput = z.infer<typeof autocompleteBody>;

export const addressFilters = {
  /** Street, city or postcode (accents, case and spaces folded). */
  search: z.string().trim().max(200),
  country_id: oneOrMany(id),
  postcode: z.string().trim().max(10),
  city: z.string().trim().max(120),
  ids: oneOrMany(id),
};
export type AddressFilters = {
  [K in keyof typeof addressFilters]: z.infer<(typeof addressFilters)[K]>;
};

export const addressSorts = [
  'city',
  'street',
  'postcode',
  'created_at',
  'updated_at',
  'id',
] as const;
export type AddressSort = (typeof addressSorts)[number];

export const addressIncludes = ['country'] as const;
export type AddressInclude = (typeof addressIncludes)[number];
