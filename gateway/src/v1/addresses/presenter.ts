// Addresses as the API shows them, loaded in one query per request; centers include them too.
import type { Db } from '../../db/database.ts';
import { iso } from '../shared/presenters.ts';

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

export const addressColumns = [
  'addresses.id',
  'addresses.country_id',
  'addresses.street',
  'addresses.number',
  'addresses.number_add',
  'addresses.postcode',
  'addresses.city',
  'addresses.contact',
  'addresses.created_at',
  'addresses.updated_at',
] as const;

type AddressRow = Omit<AddressOut, 'created_at' | 'updated_at' | 'country'> & {
  created_at: Date;
  updated_at: Date;
};

export async function presentAddresses(
  db: Db,
  rows: AddressRow[],
  withCountry: boolean,
): Promise<AddressOut[]> {
  const countryIds = rows
    .map((row) => row.country_id)
    .filter((value): value is number => value !== null);
  const countries =
    withCountry && countryIds.length > 0
      ? await db
          .selectFrom('countries')
          .select(['id', 'name', 'code'])
          .where('id', 'in', [...new Set(countryIds)])
          .execute()
      : [];
  const byId = new Map(countries.map((country) => [country.id, country]));
  return rows.map((row) => {
    const out: AddressOut = {
      ...row,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    if (withCountry)
      out.country = row.country_id === null ? null : (byId.get(row.country_id) ?? null);
    return out;
  });
}

/** Addresses by id (for includes), each with its country when asked. */
export async function loadAddresses(
  db: Db,
  ids: readonly (number | null)[],
  withCountry: boolean,
): Promise<Map<number, AddressOut>> {
  const wanted = [...new Set(ids.filter((value): value is number => value !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('addresses')
    .select(addressColumns)
    .where('id', 'in', wanted)
    .execute();
  const presented = await presentAddresses(db, rows, withCountry);
  return new Map(presented.map((address) => [address.id, address]));
}
