// /v1/countries through real HTTP: public reads, admin writes, ISO 3166-1 codes, in-use protection.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectDutchOrder } from '../support/dutch-order.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

type Country = { id: number; name: string; code: string };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/countries', target), () => {
    const gateway = useSeededGateway(target);

    it('lists publicly with paging meta, sorted by name', async () => {
      const response = await gateway.v1.anonymous.get<V1List<Country>>('/countries?limit=4&page=2');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        current_page: 2,
        from: 5,
        to: 8,
        per_page: 4,
        total: 15,
        last_page: 4,
      });
      const all = await gateway.v1.anonymous.get<V1List<Country>>('/countries?limit=100');
      const names = all.body.data.map((country) => country.name);
      expectDutchOrder(names);
      expect(response.body.data).toEqual(all.body.data.slice(4, 8));
    });

    it('sorts descending with ! and filters by folded name search, code and ids', async () => {
      const byCode = await gateway.v1.anonymous.get<V1List<Country>>(
        '/countries?sort=!code&limit=3',
      );
      expect(byCode.body.data.map((country) => country.code)).toEqual(['US', 'SE', 'NO']);
      const belgium = await gateway.v1.anonymous.get<V1List<Country>>(
        '/countries?filter[search]=BELGIE',
      );
      expect(belgium.body.data.map((country) => country.name)).toEqual(['België']);
      const exactCode = await gateway.v1.anonymous.get<V1List<Country>>(
        '/countries?filter[search]=de',
      );
      expect(exactCode.body.data.map((country) => country.code)).toContain('DE');
      const codes = await gateway.v1.anonymous.get<V1List<Country>>(
        '/countries?filter[code]=nl,be&sort=code',
      );
      expect(codes.body.data.map((country) => country.code)).toEqual(['BE', 'NL']);
      const ids = await gateway.v1.anonymous.get<V1List<Country>>(
        `/countries?filter[ids][]=${codes.body.data[0]?.id}`,
      );
      expect(ids.body.total).toBe(1);
    });

    it('answers unknown filters and sort keys with 422 in Dutch and English', async () => {
      const dutch = await gateway.v1.anonymous.get(
        '/countries?filter[continent]=europa&sort=inwoners',
      );
      expect(dutch.status).toBe(422);
      expect(dutch.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: {
          'filter.continent': ['Onbekend filter'],
          'sort.inwoners': ['Onbekende sortering'],
        },
      });
      const english = await gateway.v1.anonymous.get('/countries?sort=inwoners', { locale: 'en' });
      expect(english.body).toEqual({
        message: 'The given data was invalid',
        errors: { 'sort.inwoners': ['Unknown sort key'] },
      });
    });

    it('creates (201) with an upper-cased code, updates by PATCH, PUT and POST _method, deletes (204)', async () => {
      const created = await gateway.v1.admin.post<{ data: Country }>('/countries', {
        name: 'Portugal',
        code: 'pt',
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ name: 'Portugal', code: 'PT' });
      const id = created.body.data.id;
      const patched = await gateway.v1.admin.patch<{ data: Country }>(`/countries/${id}`, {
        name: 'Portugese Republiek',
      });
      expect(patched.body.data).toMatchObject({ name: 'Portugese Republiek', code: 'PT' });
      const replaced = await gateway.v1.admin.put<{ data: Country }>(`/countries/${id}`, {
        name: 'Griekenland',
        code: 'GR',
      });
      expect(replaced.body.data).toMatchObject({ name: 'Griekenland', code: 'GR' });
      const overridden = await gateway.v1.admin.post<{ data: Country }>(`/countries/${id}`, {
        _method: 'PATCH',
        name: 'Hellas',
      });
      expect(overridden.status).toBe(200);
      expect(
        (await gateway.v1.anonymous.get<{ data: Country }>(`/countries/${id}`)).body.data,
      ).toMatchObject({
        name: 'Hellas',
        code: 'GR',
      });
      expect((await gateway.v1.admin.delete(`/countries/${id}`)).status).toBe(204);
      expect((await gateway.v1.anonymous.get(`/countries/${id}`)).status).toBe(404);
    });

    it('deletes several at once with an id list', async () => {
      const ids: number[] = [];
      for (const [name, code] of [
        ['Finland', 'FI'],
        ['Polen', 'PL'],
        ['Tsjechië', 'CZ'],
      ] as const) {
        ids.push(
          (await gateway.v1.admin.post<{ data: Country }>('/countries', { name, code })).body.data
            .id,
        );
      }
      expect(
        (await gateway.v1.admin.delete(`/countries?ids[]=${ids[0]}&ids[]=${ids[1]}`)).status,
      ).toBe(204);
      expect((await gateway.v1.anonymous.get(`/countries/${ids[0]}`)).status).toBe(404);
      expect((await gateway.v1.anonymous.get(`/countries/${ids[1]}`)).status).toBe(404);
      expect((await gateway.v1.anonymous.get(`/countries/${ids[2]}`)).status).toBe(200);
    });

    it('validates name and code: required, ISO 3166-1, unique, no unknown fields', async () => {
      const empty = await gateway.v1.admin.post('/countries', { name: ' ', code: '' });
      expect(empty.status).toBe(422);
      expect(empty.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { name: ['Verplicht'], code: ['Verplicht'] },
      });
      const unknownCode = await gateway.v1.admin.post('/countries', {
        name: 'Nergensland',
        code: 'XX',
      });
      expect(unknownCode.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { code: ['Onbekende landcode (ISO 3166-1, twee letters)'] },
      });
      const english = await gateway.v1.admin.post(
        '/countries',
        { name: 'Nowhere', code: 'NLD', flag: '🏳' },
        { locale: 'en' },
      );
      expect(english.body).toEqual({
        message: 'The given data was invalid',
        errors: {
          code: ['Unknown country code (ISO 3166-1, two letters)'],
          flag: ['Unknown field'],
        },
      });
      const taken = await gateway.v1.admin.post('/countries', { name: 'Holland', code: 'nl' });
      expect(taken.status).toBe(422);
      expect(taken.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { code: ['Is al in gebruik'] },
      });
    });

    it('refuses to delete a country that addresses use (409), however the delete arrives', async () => {
      const netherlands = (
        await gateway.v1.anonymous.get<V1List<Country>>('/countries?filter[code]=NL')
      ).body.data[0] as Country;
      expect((await gateway.v1.admin.delete(`/countries/${netherlands.id}`)).status).toBe(409);
      expect(
        (await gateway.v1.admin.post(`/countries/${netherlands.id}`, { _method: 'DELETE' })).status,
      ).toBe(409);
      expect((await gateway.v1.admin.delete(`/countries?ids[]=${netherlands.id}`)).body).toEqual({
        message: 'Conflict met bestaande gegevens',
      });
      expect((await gateway.v1.anonymous.get(`/countries/${netherlands.id}`)).status).toBe(200);
    });

    it('lets only an admin write: visitor 401, editor 403', async () => {
      expect(
        (await gateway.v1.anonymous.post('/countries', { name: 'Malta', code: 'MT' })).status,
      ).toBe(401);
      expect(
        (await gateway.v1.editor.post('/countries', { name: 'Malta', code: 'MT' })).status,
      ).toBe(403);
      expect((await gateway.v1.editor.patch('/countries/1', { name: 'Holland' })).status).toBe(403);
      expect((await gateway.v1.editor.delete('/countries?ids[]=1')).status).toBe(403);
    });
  });
}
