// /v1/addresses through real HTTP: signed-in reads, admin/editor writes, Dutch postcodes
// (autocomplete: addresses-autocomplete.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { countryIdsByCode } from '../support/demo-content.ts';
import { expectDutchOrder } from '../support/dutch-order.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

type Address = {
  id: number;
  country_id: number | null;
  street: string;
  number: string;
  number_add: string | null;
  postcode: string;
  city: string;
  contact: string | null;
  country?: { id: number; name: string; code: string } | null;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/addresses', target), () => {
    const gateway = useSeededGateway(target);
    let countryIds: Record<string, number>;

    beforeAll(async () => {
      countryIds = await countryIdsByCode(gateway.server.database.db);
    });

    const newAddress = (overrides: Record<string, unknown> = {}) => ({
      street: 'Stationsplein',
      number: '1',
      postcode: '3511ed',
      city: 'Utrecht',
      ...overrides,
    });

    it('needs a signed-in user to read', async () => {
      expect((await gateway.v1.anonymous.get('/addresses')).status).toBe(401);
      expect((await gateway.v1.anonymous.get('/addresses/1')).status).toBe(401);
    });

    it('lists for any signed-in user, sorted by city and street, with the country included', async () => {
      const response = await gateway.v1.researcher.get<V1List<Address>>(
        '/addresses?with[]=country&limit=10',
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ current_page: 1, per_page: 10 });
      expect(response.body.total).toBeGreaterThanOrEqual(41);
      const cities = response.body.data.map((address) => address.city);
      expectDutchOrder(cities);
      expect(response.body.data[0]?.country).toMatchObject({ code: 'NL', name: 'Nederland' });
      const byPostcode = await gateway.v1.researcher.get<V1List<Address>>(
        '/addresses?sort=!postcode&limit=2',
      );
      expect(
        byPostcode.body.data[0]?.postcode.localeCompare(byPostcode.body.data[1]?.postcode ?? ''),
      ).toBeGreaterThanOrEqual(0);
    });

    it('filters by search (street, city or postcode without space), postcode, city and country', async () => {
      const search = await gateway.v1.researcher.get<V1List<Address>>(
        '/addresses?filter[search]=meibergdreef',
      );
      expect(search.body.data.map((address) => address.city)).toEqual(['Amsterdam']);
      const compact = await gateway.v1.researcher.get<V1List<Address>>(
        '/addresses?filter[search]=1105az',
      );
      expect(compact.body.data.map((address) => address.street)).toEqual(['Meibergdreef']);
      const postcode = await gateway.v1.researcher.get<V1List<Address>>(
        '/addresses?filter[postcode]=1105 az',
      );
      expect(postcode.body.total).toBe(1);
      const city = await gateway.v1.researcher.get<V1List<Address>>(
        '/addresses?filter[city]=rotterdam',
      );
      expect(city.body.total).toBeGreaterThanOrEqual(2);
      expect(city.body.data.every((address) => address.city === 'Rotterdam')).toBe(true);
      const foreign = await gateway.v1.researcher.get<V1List<Address>>(
        `/addresses?filter[country_id]=${countryIds.BE}`,
      );
      expect(foreign.body.total).toBe(0);
      const unknown = await gateway.v1.researcher.get('/addresses?filter[straat]=x', {
        locale: 'en',
      });
      expect(unknown.body).toEqual({
        message: 'The given data was invalid',
        errors: { 'filter.straat': ['Unknown filter'] },
      });
    });

    it('creates (201) with a normalised Dutch postcode, updates by PATCH, PUT and POST _method, deletes (204)', async () => {
      const created = await gateway.v1.editor.post<{ data: Address }>(
        '/addresses',
        newAddress({ country_id: countryIds.NL, number_add: 'bis', contact: 'Receptie' }),
      );
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        postcode: '3511 ED',
        number: '1',
        number_add: 'bis',
        country_id: countryIds.NL,
      });
      const id = created.body.data.id;
      expect(
        (
          await gateway.v1.editor.patch<{ data: Address }>(`/addresses/${id}`, {
            postcode: '3511 ed',
            number_add: '',
          })
        ).body.data,
      ).toMatchObject({
        postcode: '3511 ED',
        number_add: null,
      });
      const replaced = await gateway.v1.admin.put<{ data: Address }>(
        `/addresses/${id}`,
        newAddress({ street: 'Jaarbeursplein', number: '6' }),
      );
      expect(replaced.body.data).toMatchObject({
        street: 'Jaarbeursplein',
        number: '6',
        country_id: null,
        contact: null,
      });
      const overridden = await gateway.v1.editor.post<{ data: Address }>(`/addresses/${id}`, {
        _method: 'PATCH',
        city: 'Utrecht Centrum',
      });
      expect(overridden.status).toBe(200);
      expect(
        (await gateway.v1.researcher.get<{ data: Address }>(`/addresses/${id}`)).body.data.city,
      ).toBe('Utrecht Centrum');
      expect((await gateway.v1.editor.delete(`/addresses/${id}`)).status).toBe(204);
      expect((await gateway.v1.researcher.get(`/addresses/${id}`)).status).toBe(404);
    });

    it('deletes several at once with an id list', async () => {
      const ids: number[] = [];
      for (const number of ['2', '3', '4'])
        ids.push(
          (await gateway.v1.admin.post<{ data: Address }>('/addresses', newAddress({ number })))
            .body.data.id,
        );
      expect(
        (await gateway.v1.admin.delete(`/addresses?ids[]=${ids[0]}&ids[]=${ids[1]}`)).status,
      ).toBe(204);
      expect((await gateway.v1.researcher.get(`/addresses/${ids[0]}`)).status).toBe(404);
      expect((await gateway.v1.researcher.get(`/addresses/${ids[2]}`)).status).toBe(200);
    });

    it('checks house numbers and Dutch postcodes with the spec messages, in Dutch and English', async () => {
      const dutch = await gateway.v1.editor.post(
        '/addresses',
        newAddress({ number: '12a', postcode: '0123 AB' }),
      );
      expect(dutch.status).toBe(422);
      expect(dutch.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { number: ['Alleen cijfers toegestaan'] },
      });
      const badPostcode = await gateway.v1.editor.post(
        '/addresses',
        newAddress({ postcode: '1234 SS' }),
      );
      expect(badPostcode.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { postcode: ['Vul een juiste postcode in'] },
      });
      const english = await gateway.v1.editor.post(
        '/addresses',
        newAddress({ postcode: '12345', country_id: countryIds.NL }),
        { locale: 'en' },
      );
      expect(english.body).toEqual({
        message: 'The given data was invalid',
        errors: { postcode: ['Enter a valid postcode'] },
      });
      const numberEnglish = await gateway.v1.editor.post(
        '/addresses',
        newAddress({ number: 'twaalf' }),
        {
          locale: 'en',
        },
      );
      expect(numberEnglish.body).toEqual({
        message: 'The given data was invalid',
        errors: { number: ['Only digits allowed'] },
      });
      const required = await gateway.v1.editor.post('/addresses', { country_id: countryIds.NL });
      expect(required.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: {
          street: ['Verplicht'],
          number: ['Verplicht'],
          postcode: ['Verplicht'],
          city: ['Verplicht'],
        },
      });
      const unknownCountry = await gateway.v1.editor.post(
        '/addresses',
        newAddress({ country_id: 987654 }),
      );
      expect(unknownCountry.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { country_id: ['Bestaat niet'] },
      });
    });

    it('keeps foreign postcodes as given, and checks the pair again when either changes', async () => {
      const belgian = await gateway.v1.editor.post<{ data: Address }>(
        '/addresses',
        newAddress({
          street: 'Grote Markt',
          postcode: '1000',
          city: 'Brussel',
          country_id: countryIds.BE,
        }),
      );
      expect(belgian.status).toBe(201);
      expect(belgian.body.data.postcode).toBe('1000');
      const toDutch = await gateway.v1.editor.patch(`/addresses/${belgian.body.data.id}`, {
        country_id: countryIds.NL,
      });
      expect(toDutch.status).toBe(422);
      expect(toDutch.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { postcode: ['Vul een juiste postcode in'] },
      });
      const both = await gateway.v1.editor.patch<{ data: Address }>(
        `/addresses/${belgian.body.data.id}`,
        {
          country_id: null,
          postcode: '9711ab',
        },
      );
      expect(both.body.data).toMatchObject({ country_id: null, postcode: '9711 AB' });
    });

    it('lets admin and editor write, not researchers (403) or visitors (401)', async () => {
      expect((await gateway.v1.researcher.post('/addresses', newAddress())).status).toBe(403);
      expect((await gateway.v1.researcher.patch('/addresses/1', { city: 'Elders' })).status).toBe(
        403,
      );
      expect((await gateway.v1.researcher.delete('/addresses?ids[]=1')).status).toBe(403);
      expect((await gateway.v1.anonymous.post('/addresses', newAddress())).status).toBe(401);
    });
  });
}
