// /v1/countries: public to read, admin to write; a code is an upper-case ISO 3166-1 alpha-2 code.
import { conflict } from '../shared/http-errors.ts';
import { type ResourceDefinition, readAndWrite } from '../shared/resource.ts';
import { type CountryOut, countryAnswer, presentCountry } from './presenter.ts';
import {
  countriesInUse,
  createCountry,
  deleteCountries,
  findCountry,
  listCountries,
  updateCountry,
} from './repository.ts';
import {
  type CountryBody,
  type CountryFilters,
  type CountrySort,
  countryBody,
  countryFilters,
  countrySorts,
} from './schema.ts';

export const countriesResource: ResourceDefinition<
  CountryOut,
  CountryFilters,
  CountrySort,
  never,
  CountryBody,
  Partial<CountryBody>
> = {
  path: '/countries',
  tag: 'countries',
  access: readAndWrite('public', ['admin']),
  answer: countryAnswer,
  protocol: {
    filters: countryFilters,
    sorts: countrySorts,
    includes: [],
    defaultSort: [{ key: 'name', descending: false }],
  },
  async list({ db }, query) {
    const { rows, total } = await listCountries(db, query);
    return { items: rows.map(presentCountry), total };
  },
  async findOne({ db }, countryId) {
    const row = await findCountry(db, countryId);
    return row && presentCountry(row);
  },
  create: { body: countryBody, run: ({ db }, input) => createCountry(db, input) },
  update: {
    body: countryBody.partial(),
    run: ({ db }, id, input) => updateCountry(db, id, input),
  },
  async remove({ db }, ids) {
    // A country that addresses still use stays (409), whichever way the delete arrives.
    if (await countriesInUse(db, ids)) throw conflict();
    await deleteCountries(db, ids);
  },
};
