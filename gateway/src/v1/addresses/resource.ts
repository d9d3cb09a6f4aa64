// /v1/addresses: signed-in users read, admin and editor write. A Dutch (or country-less) address
// needs a Dutch postcode, stored as '1234 AB'.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { invalidField } from '../shared/http-errors.ts';
import { paginate } from '../shared/paginate.ts';
import type { ResourceDefinition, V1Context } from '../shared/resource.ts';
import { postcode as dutchPostcode } from '../shared/rules.ts';
import { containsPattern, foldText } from '../shared/search-query.ts';
import { type AddressOut, addressColumns, presentAddresses } from './presenter.ts';
import {
  type AddressFilters,
  type AddressInclude,
  type AddressSort,
  addressFilters,
  addressIncludes,
  addressSorts,
  type CreateAddress,
  createAddressBody,
  type UpdateAddress,
  updateAddressBody,
} from './schema.ts';

/** Upper-case without spaces: how postcodes are compared ('1105az' finds '1105 AZ'). */
export const compactPostcode = (value: string) => value.replace(/\s+/g, '').toUpperCase();
export const compactPostcodeColumn = sql<string>`upper(replace(addresses.postcode, ' ', ''))`;

/** The country's code, or null without a country; an unknown country is a 422. */
async function countryCode(db: Db, countryId: number | null): Promise<string | null> {
  if (countryId === null) return null;
  const country = await db
    .selectFrom('countries')
    .select('code')
    .where('id', '=', countryId)
    .executeTakeFirst();
  if (!country) throw invalidField('country_id', 'validation.exists');
  return country.code;
}

/** The postcode as stored: Dutch rule and '1234 AB' for NL or no country, else as given. */
function storedPostcode(code: string | null, postcode: string): string {
  if (code !== null && code !== 'NL') return postcode;
  const parsed = dutchPostcode.safeParse(postcode);
  if (!parsed.success) throw invalidField('postcode', 'validation.postcode');
  return parsed.data;
}

export const addressesResource: ResourceDefinition<
  AddressOut,
  AddressFilters,
  AddressSort,
  AddressInclude,
  CreateAddress,
  UpdateAddress
> = {
  path: '/addresses',
  tag: 'addresses',
  access: {
    list: 'authenticated',
    read: 'authenticated',
    create: ['admin', 'editor'],
    update: ['admin', 'editor'],
    delete: ['admin', 'editor'],
  },
  protocol: {
    filters: addressFilters,
    sorts: addressSorts,
    includes: addressIncludes,
    defaultSort: [
      { key: 'city', descending: false },
      { key: 'street', descending: false },
    ],
  },
  async list({ db }, query) {
    const { filter } = query;
    let select = db.selectFrom('addresses').select(addressColumns);
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
    if (filter.city)
      select = select.where(sql`zv_fold(addresses.city)`, '=', foldText(filter.city));
    if (filter.ids) select = select.where('addresses.id', 'in', filter.ids);
    const { rows, total } = await paginate(
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
    return { items: await presentAddresses(db, rows, query.with.includes('country')), total };
  },
  async findOne({ db }, addressId, include) {
    const row = await db
      .selectFrom('addresses')
      .select(addressColumns)
      .where('addresses.id', '=', addressId)
      .executeTakeFirst();
    return row && (await presentAddresses(db, [row], include.includes('country')))[0];
  },
  create: {
    body: createAddressBody,
    async run({ db }, input) {
      const postcode = storedPostcode(await countryCode(db, input.country_id), input.postcode);
      const row = await db
        .insertInto('addresses')
        .values({ ...input, postcode })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  },
  update: {
    body: updateAddressBody,
    async run(context: V1Context, addressId, input) {
      const { db } = context;
      if (Object.keys(input).length === 0) return;
      const changes = { ...input };
      if (input.postcode !== undefined || input.country_id !== undefined) {
        // Either one alone can make the stored pair invalid, so the pair is checked.
        const stored = await db
          .selectFrom('addresses')
          .select(['country_id', 'postcode'])
          .where('id', '=', addressId)
          .executeTakeFirstOrThrow();
        const countryId = input.country_id !== undefined ? input.country_id : stored.country_id;
        const code = await countryCode(db, countryId);
        const postcode = input.postcode ?? stored.postcode;
        if (postcode !== null) changes.postcode = storedPostcode(code, postcode);
      }
      await db.updateTable('addresses').set(changes).where('id', '=', addressId).execute();
    },
  },
  // Centers at a deleted address keep existing without one (ON DELETE SET NULL).
  async remove({ db }, ids) {
    await db.deleteFrom('addresses').where('id', 'in', ids).execute();
  },
};
