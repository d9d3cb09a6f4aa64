// Addresses as the API shows them (centers include them too) and the answer of
// POST /v1/addresses/autocomplete.
import { iso } from '../shared/presenters.ts';
import type { AddressRow } from './repository.ts';
import type { AutocompleteInput } from './schema.ts';

export interface CountryRef {
  id: number;
  name: string;
  code: string;
}

export interface AddressOut {
  id: number;
  country_id: number | null;
  street: string | null;
  number: string | null;
  number_add: string | null;
  postcode: string | null;
  city: string | null;
  contact: string | null;
  created_at: string | null;
  updated_at: string | null;
  country?: CountryRef | null;
}

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
    if (countries)
      out.country = row.country_id === null ? null : (countries.get(row.country_id) ?? null);
    return out;
  });
}

export interface AutocompleteOut {
  street: string;
  city: string;
  postcode: string;
  number: string;
  number_add: string | null;
  country_id: number | null;
}

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
