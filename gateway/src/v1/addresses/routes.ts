// POST /v1/addresses/autocomplete: street and city for a Dutch postcode and house number, taken
// from the addresses already stored (no external lookup service).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { answers, one } from '../shared/answers.ts';
import { notFound } from '../shared/http-errors.ts';
import { contextOf, parseBody } from '../shared/resource.ts';
import { authorize } from '../shared/viewer.ts';
import { type AutocompleteOut, autocompleteAnswer, presentAutocomplete } from './presenter.ts';
import { findAutocompleteMatch } from './repository.ts';
import { autocompleteBody } from './schema.ts';

export function registerAddressAutocomplete(app: FastifyInstance, db: Db): void {
  app.post(
    '/addresses/autocomplete',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Street and city for a postcode and house number (any signed-in user)',
        response: answers({ 200: one(autocompleteAnswer) }, [404]),
      },
    },
    async (request): Promise<{ data: AutocompleteOut }> => {
      const context = contextOf(request, db);
      authorize(context.viewer, 'authenticated');
      const input = parseBody(autocompleteBody, request.body);
      const found = await findAutocompleteMatch(db, input);
      if (!found?.street || !found.city) throw notFound();
      return {
        data: presentAutocomplete(input, {
          street: found.street,
          city: found.city,
          country_id: found.country_id,
        }),
      };
    },
  );
}
