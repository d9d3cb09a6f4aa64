// /v1/addresses: signed-in users read, admin and editor write. A Dutch (or country-less) address
// needs a Dutch postcode, stored as '1234 AB'.
import type { Db } from '../../db/database.ts';
import { invalidField } from '../shared/http-errors.ts';
import { type ResourceDefinition, readAndWrite, type V1Context } from '../shared/resource.ts';
import { postcode as dutchPostcode } from '../shared/rules.ts';
import { addressAnswer, type AddressOut, presentAddresses } from './presenter.ts';
import {
  type AddressRow,
  addressRowsByIds,
  countriesOf,
  countryCode,
  deleteAddresses,
  findAddress,
  insertAddress,
  listAddresses,
  storedCountryAndPostcode,
  updateAddress,
} from './repository.ts';
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

/** The postcode as stored: Dutch rule and '1234 AB' for NL or no country, else as given. */
function storedPostcode(code: string | null, postcode: string): string {
  if (code !== null && code !== 'NL') return postcode;
  const parsed = dutchPostcode.safeParse(postcode);
  if (!parsed.success) throw invalidField('postcode', 'validation.postcode');
  return parsed.data;
}

async function present(db: Db, rows: AddressRow[], withCountry: boolean): Promise<AddressOut[]> {
  return presentAddresses(rows, withCountry ? await countriesOf(db, rows) : undefined);
}

/** Addresses by id (for includes), each with its country when asked. */
export async function loadAddresses(
  db: Db,
  ids: readonly (number | null)[],
  withCountry: boolean,
): Promise<Map<number, AddressOut>> {
  const rows = await addressRowsByIds(db, ids);
  if (rows.length === 0) return new Map();
  const presented = await present(db, rows, withCountry);
  return new Map(presented.map((address) => [address.id, address]));
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
  access: readAndWrite('authenticated', ['admin', 'editor']),
  answer: addressAnswer,
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
    const { rows, total } = await listAddresses(db, query);
    return { items: await present(db, rows, query.with.includes('country')), total };
  },
  async findOne({ db }, addressId, include) {
    const row = await findAddress(db, addressId);
    return row && (await present(db, [row], include.includes('country')))[0];
  },
  create: {
    body: createAddressBody,
    async run({ db }, input) {
      const postcode = storedPostcode(await countryCode(db, input.country_id), input.postcode);
      return insertAddress(db, { ...input, postcode });
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
        const stored = await storedCountryAndPostcode(db, addressId);
        const countryId = input.country_id !== undefined ? input.country_id : stored.country_id;
        const code = await countryCode(db, countryId);
        const postcode = input.postcode ?? stored.postcode;
        if (postcode !== null) changes.postcode = storedPostcode(code, postcode);
      }
      await updateAddress(db, addressId, changes);
    },
  },
  async remove({ db }, ids) {
    await deleteAddresses(db, ids);
  },
};
