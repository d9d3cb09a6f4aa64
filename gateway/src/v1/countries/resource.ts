// /v1/countries: public to read, admin to write; a code is an upper-case ISO 3166-1 alpha-2 code.
import { sql } from 'kysely';
import { z } from 'zod';
import { conflict } from '../shared/http-errors.ts';
import { paginate } from '../shared/paginate.ts';
import { plainWrites } from '../shared/plain-writes.ts';
import { iso } from '../shared/presenters.ts';
import type { ResourceDefinition } from '../shared/resource.ts';
import { id, oneOrMany, required } from '../shared/rules.ts';
import { containsPattern } from '../shared/search-query.ts';
import { isoCountryCodes } from './iso-3166.ts';

export interface CountryOut {
  id: number;
  name: string;
  code: string;
  created_at: string | null;
  updated_at: string | null;
}

/** Two letters in any case, stored upper-case; it has to be an assigned ISO 3166-1 code. */
const code = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .transform((value) => value.toUpperCase())
  .refine((value) => isoCountryCodes.has(value), { error: 'validation.countryCode' });

const body = z.strictObject({ name: required(120), code });
type Body = z.infer<typeof body>;

const filters = {
  /** Part of the name (accents and case folded) or the exact code. */
  search: z.string().trim().max(120),
  code: oneOrMany(z.string().trim().toUpperCase().length(2)),
  ids: oneOrMany(id),
};
type Filters = { [K in keyof typeof filters]: z.infer<(typeof filters)[K]> };
const sorts = ['name', 'code', 'created_at', 'updated_at', 'id'] as const;

const columns = ['id', 'name', 'code', 'created_at', 'updated_at'] as const;
const present = (row: {
  id: number;
  name: string;
  code: string;
  created_at: Date;
  updated_at: Date;
}): CountryOut => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) });

const writes = plainWrites<z.infer<typeof body>>('countries');
export const countriesResource: ResourceDefinition<
  CountryOut,
  Filters,
  (typeof sorts)[number],
  never,
  Body,
  Partial<Body>
> = {
  path: '/countries',
  tag: 'countries',
  access: {
    list: 'public',
    read: 'public',
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  protocol: { filters, sorts, includes: [], defaultSort: [{ key: 'name', descending: false }] },
  async list({ db }, query) {
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
    const { rows, total } = await paginate(
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
    return { items: rows.map(present), total };
  },
  async findOne({ db }, countryId) {
    const row = await db
      .selectFrom('countries')
      .select(columns)
      .where('id', '=', countryId)
      .executeTakeFirst();
    return row && present(row);
  },
  create: { body, run: ({ db }, input) => writes.insert(db, input) },
  update: { body: body.partial(), run: ({ db }, id, input) => writes.update(db, id, input) },
  async remove({ db }, ids) {
    // A country that addresses still use stays (409), whichever way the delete arrives.
    const used = await db
      .selectFrom('addresses')
      .select('id')
      .where('country_id', 'in', ids)
      .executeTakeFirst();
    if (used) throw conflict();
    await writes.remove(db, ids);
  },
};
