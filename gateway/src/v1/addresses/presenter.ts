// Addresses as the API shows them (centers include them too) and the answer of
// POST /v1/addresses/autocomplete.
import { z } from 'zod';
import { answerRecord, recordId, timestamps } from '../shared/answers.ts';
import { iso } from '../shared/presenters.ts';
import type { AddressRow } from './repository.ts';
import type { AutocompleteInput } from './schema.ts';

const countryRef = z.object({ id: recordId, name: z.string(), code: z.string() });
export type CountryRef = z.infer<typeof countryRef>;

export const addressAnswer = answerRecord('Address', {
  id: recordId,
  country_id: recordId.nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  number_add: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  contact: z.string().nullable(),
  ...timestamps,
  /** with[]=country */
  country: countryRef.nullable().optional(),
});
export type AddressOut = z.infer<typeof addressAnswer>;

/** The rows as answers; with `countries`, each with its country (null when it has none). */
export function presentAddresses(
  rows: AddressRow[],
  countries: ReadonlyMap<number, CountryRef> | undefined,
): AddressOut[] {
  return rows.map((row) => {
    const out: AddressOut = {
      id: row.id,
      country_id: row.country_id,
      street: row.street,
      number: row.number,
      number_add: row.number_add,
      postcode: row.postcode,
      city: row.city,
      contact: row.contact,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    if (countries) {
      const country = row.country_id === null ? undefined : countries.get(row.country_id);
      out.country = country ? { id: country.id, name: country.name, code: country.code } : null;
    }
    return out;
  });
}

export const autocompleteAnswer = answerRecord('AddressAutocomplete', {
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  number: z.string(),
  number_add: z.string().nullable(),
  country_id: recordId.nullable(),
});
export type AutocompleteOut = z.infer<typeof autocompleteAnswer>;

/** The stored street and city with the postcode and house number as asked. */
export function presentAutocomplete(
  input: AutocompleteInput,
  found: { street: string; city: string; country_id: number | null },
): AutocompleteOut {
  return {
    street: found.street,
    city: found.city,
    postcode: input.postcode,
    number: input.number,
    number_add: input.number_add,
    country_id: found.country_id,
  };
}
