// Reading and writing addresses, the countries their answers show, the country check behind the
// postcode rule and the postcode lookup of POST /v1/addresses/autocomplete.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { invalidField } from '../shared/http-errors.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginate } from '../shared/paginate.ts';
import { containsPattern, foldText } from '../shared/search-query.ts';
import type {
  AddressFilters,
  AddressInclude,
  AddressSort,
  AutocompleteInput,
  CreateAddress,
  UpdateAddress,
} from './schema.ts';

const addressColumns = [
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

const selectAddresses = (db: Db) => db.selectFrom('addresses').select(addressColumns);
export type AddressRow = Awaited<ReturnType<ReturnType<typeof selectAddresses>['execute']>>[number];

/** Upper-case without spaces: how postcodes are compared ('1105az' finds '1105 AZ'). */
const compactPostcode = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const compactPostcodeColumn = sql<string>`upper(replace(addresses.postcode, ' ', ''))`;

export async function listAddresses(
  db: Db,
  query: ListQuery<AddressFilters, AddressSort, AddressInclude>,
): Promise<{ rows: AddressRow[]; total: number }> {
  const { filter } = query;
  let select = selectAddresses(db);
  if (filter.search) {
    const term = filter.search;
    // A postcode prefix without LIKE's wildcards; a term of wildcards only is no prefix (an
    // empty one would match every address).
    const postcodePrefix = compactPostcode(term).replace(/[\\%_]/g, '');
    select = select.where((eb) =>
      eb.or([
        eb(
          sql`zv_fold(concat_ws(' ', addresses.street, addresses.city, addresses.postcode))`,
          'like',
          containsPattern(term),
        ),
        ...(postcodePrefix ? [eb(compactPostcodeColumn, 'like', `${postcodePrefix}%`)] : []),
      ]),
    );
  }
  if (filter.country_id) select = select.where('addresses.country_id', 'in', filter.country_id);
  if (filter.postcode)
    select = select.where(compactPostcodeColumn, '=', compactPostcode(filter.postcode));
  if (filter.city) select = select.where(sql`zv_fold(addresses.city)`, '=', foldText(filter.city));
  if (filter.ids) select = select.where('addresses.id', 'in', filter.ids);
  return paginate(
    select,
    query,
    {
      city: 'zv_fold(addresses.city)',
      street: 'zv_fold(addresses.street)',
      postcode: 'addresses.postcode',
      created_at: 'addresses.created_at',
      updated_at: 'addresses.updated_at',
      id: 'addresses.id',
    },
    'addresses.id',
  );
}

export function findAddress(db: Db, addressId: number): Promise<AddressRow | undefined> {
  return selectAddresses(db).where('addresses.id', '=', addressId).executeTakeFirst();
}

/** Addresses by id (for includes); nulls and repeats are skipped. */
export async function addressRowsByIds(
  db: Db,
  ids: readonly (number | null)[],
): Promise<AddressRow[]> {
  const wanted = [...new Set(ids.filter((value): value is number => value !== null))];
  if (wanted.length === 0) return [];
  return selectAddresses(db).where('id', 'in', wanted).execute();
}

/** The countries of the rows, by id (one query; none without countries). */
export async function countriesOf(
  db: Db,
  rows: readonly { country_id: number | null }[],
): Promise<Map<number, { id: number; name: string; code: string }>> {
  const countryIds = rows
    .map((row) => row.country_id)
    .filter((value): value is number => value !== null);
  const countries =
    countryIds.length > 0
      ? await db
          .selectFrom('countries')
          .select(['id', 'name', 'code'])
          .where('id', 'in', [...new Set(countryIds)])
          .execute()
      : [];
  return new Map(countries.map((country) => [country.id, country]));
}

/** The country's code, or null without a country; an unknown country is a 422. */
export async function countryCode(db: Db, countryId: number | null): Promise<string | null> {
  if (countryId === null) return null;
  const country = await db
    .selectFrom('countries')
    .select('code')
    .where('id', '=', countryId)
    .executeTakeFirst();
  if (!country) throw invalidField('country_id', 'validation.exists');
  return country.code;
}

/** The stored country and postcode of an address, which a PATCH may change one of. */
export function storedCountryAndPostcode(db: Db, addressId: number) {
  return db
    .selectFrom('addresses')
    .select(['country_id', 'postcode'])
    .where('id', '=', addressId)
    .executeTakeFirstOrThrow();
}

export async function insertAddress(db: Db, values: CreateAddress): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(
  db: Db,
  addressId: number,
  changes: UpdateAddress,
): Promise<void> {
  await db.updateTable('addresses').set(changes).where('id', '=', addressId).execute();
}

// Centers at a deleted address keep existing without one (ON DELETE SET NULL).
export async function deleteAddresses(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('addresses').where('id', 'in', ids).execute();
}

/** The stored address that fits a postcode and house number best, for autocomplete. */
export function findAutocompleteMatch(db: Db, input: AutocompleteInput) {
  let query = db
    .selectFrom('addresses')
    .select(['street', 'city', 'country_id'])
    .where(compactPostcodeColumn, '=', compactPostcode(input.postcode))
    .where('number', '=', input.number)
    .where('street', 'is not', null)
    .where('city', 'is not', null);
  if (input.number_add !== null) {
    query = query.where(sql`lower(coalesce(number_add, ''))`, '=', input.number_add.toLowerCase());
  }
  // Without an addition, the plain address wins; then the most recently kept one.
  return query
    .orderBy(sql`number_add is null`, 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
