// POST /v1/addresses/autocomplete through real HTTP: street and city from stored addresses.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { countryIdsByCode } from '../support/demo-content.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('POST /v1/addresses/autocomplete', target),
    () => {
      const gateway = useSeededGateway(target);
      let countryIds: Record<string, number>;

      beforeAll(async () => {
        countryIds = await countryIdsByCode(gateway.server.database.db);
      });

      it('completes street and city from a stored address with the same postcode and number', async () => {
        const response = await gateway.v1.researcher.post('/addresses/autocomplete', {
          postcode: '1105az',
          number: '9',
        });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          data: {
            street: 'Meibergdreef',
            city: 'Amsterdam',
            postcode: '1105 AZ',
            number: '9',
            number_add: null,
            country_id: countryIds.NL,
          },
        });
      });

      it('takes the house-number addition into account when it is given', async () => {
        const stored = await gateway.v1.admin.post('/addresses', {
          street: 'Lange Viestraat',
          number: '2',
          number_add: 'B',
          postcode: '3513 BA',
          city: 'Utrecht',
        });
        expect(stored.status).toBe(201);
        const withAddition = await gateway.v1.editor.post('/addresses/autocomplete', {
          postcode: '3513 BA',
          number: '2',
          number_add: 'b',
        });
        expect(withAddition.body).toMatchObject({
          data: {
            street: 'Lange Viestraat',
            city: 'Utrecht',
            postcode: '3513 BA',
            number_add: 'b',
          },
        });
        expect(
          (
            await gateway.v1.editor.post('/addresses/autocomplete', {
              postcode: '3513 BA',
              number: '2',
              number_add: 'C',
            })
          ).status,
        ).toBe(404);
        expect(
          (
            await gateway.v1.editor.post('/addresses/autocomplete', {
              postcode: '3513 BA',
              number: '2',
            })
          ).status,
        ).toBe(200);
      });

      it('answers 404 for an unknown address and 422 for a bad postcode or number', async () => {
        const unknown = await gateway.v1.researcher.post('/addresses/autocomplete', {
          postcode: '1105 AZ',
          number: '999',
        });
        expect(unknown.status).toBe(404);
        expect(unknown.body).toEqual({ message: 'Niet gevonden' });
        const bad = await gateway.v1.researcher.post('/addresses/autocomplete', {
          postcode: '1105 SA',
          number: '9a',
        });
        expect(bad.status).toBe(422);
        expect(bad.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: {
            postcode: ['Vul een juiste postcode in'],
            number: ['Alleen cijfers toegestaan'],
          },
        });
        const english = await gateway.v1.researcher.post(
          '/addresses/autocomplete',
          { number: '9' },
          { locale: 'en' },
        );
        expect(english.body).toEqual({
          message: 'The given data was invalid',
          errors: { postcode: ['Required'] },
        });
      });

      it('needs a signed-in user', async () => {
        expect(
          (
            await gateway.v1.anonymous.post('/addresses/autocomplete', {
              postcode: '1105 AZ',
              number: '9',
            })
          ).status,
        ).toBe(401);
      });
    },
  );
}
