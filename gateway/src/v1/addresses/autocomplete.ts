// POST /v1/addresses/autocomplete: street and city for a Dutch postcode and house number, taken
// from the addresses already stored (no external lookup service).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notFound } from '../shared/http-errors.ts';
import { contextOf, parseBody } from '../shared/resource.ts';
import { authorize } from '../shared/viewer.ts';
import { compactPostcode, compactPostcodeColumn } from './resource.ts';
import { autocompleteBody } from './schema.ts';

export interface AutocompleteOut {
  street: string;
  city: string;
  postcode: string;
  number: string;
  number_add: string | null;
  country_id: number | null;
}

export function registerAddressAutocomplete(app: FastifyInstance, db: Db): void {
  app.post(
    '/addresses/autocomplete',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Street and city for a postcode and house number (any signed-in user)',
      },
    },
    async (request): Promise<{ data: AutocompleteOut }> => {
      const context = contextOf(request, db);
      authorize(context.viewer, 'authenticated');
      const input = parseBody(autocompleteBody, request.body);
      let query = db
        .selectFrom('addresses')
        .select(['street', 'city', 'country_id'])
        .where(compactPostcodeColumn, '=', compactPostcode(input.postcode))
        .where('number', '=', input.number)
        .where('street', 'is not', null)
        .where('city', 'is not', null);
      if (input.number_add !== null) {
        query = query.where(
          sql`lower(coalesce(number_add, ''))`,
          '=',
          input.number_add.toLowerCase(),
        );
      }
      // Without an addition, the plain address wins; then the most recently kept one.
      const found = await query
        .orderBy(sql`number_add is null`, 'desc')
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!found?.street || !found.city) throw notFound();
      return {
        data: {
          street: found.street,
          city: found.city,
          postcode: input.postcode,
          number: input.number,
          number_add: input.number_add,
          country_id: found.country_id,
        },
      };
    },
  );
}
