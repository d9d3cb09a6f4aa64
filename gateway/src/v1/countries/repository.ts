// Reading and writing country rows: the filtered, paged list, one row, plain writes and whether
// addresses still use a country.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginate } from '../shared/paginate.ts';
import { plainWrites } from '../shared/plain-writes.ts';
import { containsPattern } from '../shared/search-query.ts';
import type { CountryBody, CountryFilters, CountrySort } from './schema.ts';

const columns = ['id', 'name', 'code', 'created_at', 'updated_at'] as const;

export interface CountryRow {
  id: number;
  name: string;
  code: string;
  created_at: Date;
  updated_at: Date;
}

export async function listCountries(
  db: Db,
  query: ListQuery<CountryFilters, CountrySort, never>,
): Promise<{ rows: CountryRow[]; total: number }> {
  const { filter } = query;
  let select = db.selectFrom('countries').select(columns);
  if (filter.search) {
    const term = filter.search;
    select = select.where((eb) =>
      eb.or([
        eb(sql`zv_fold(name)`, 'like', containsPattern(term)),
        eb('code', '=', term.toUpperCase()),
      ]),
    );
  }
  if (filter.code) select = select.where('code', 'in', filter.code);
  if (filter.ids) select = select.where('id', 'in', filter.ids);
  return paginate(
    select,
    query,
    {
      name: 'zv_fold(name)',
      code: 'code',
      created_at: 'created_at',
      updated_at: 'updated_at',
      id: 'id',
    },
    'id',
  );
}

export function findCountry(db: Db, countryId: number): Promise<CountryRow | undefined> {
  return db.selectFrom('countries').select(columns).where('id', '=', countryId).executeTakeFirst();
}

const writes = plainWrites<CountryBody>('countries');
export const createCountry = (db: Db, input: CountryBody) => writes.insert(db, input);
export const updateCountry = (db: Db, id: number, input: Partial<CountryBody>) =>
  writes.update(db, id, input);
export const deleteCountries = (db: Db, ids: number[]) => writes.remove(db, ids);

/** Whether any address names one of the countries. */
export async function countriesInUse(db: Db, ids: number[]): Promise<boolean> {
  const used = await db
    .selectFrom('addresses')
    .select('id')
    .where('country_id', 'in', ids)
    .executeTakeFirst();
  return used !== undefined;
}
