// /v1/countries through real HTTP: public reads, admin writes, ISO 3166-1 codes, in-use protection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/db/testing/test-database.ts';
import { type ApiServer, apiClient, loginAs, startApiServer } from '../helpers/api-server.ts';

type Country = { id: number; name: string; code: string };
type List = {
  data: Country[];
  current_page: number;
  from: number | null;
  to: number | null;
  last_page: number;
  per_page: number;
  total: number;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/countries', target), () => {
    let server: ApiServer;
    let visitor: ReturnType<typeof apiClient>;
    let admin: ReturnType<typeof apiClient>;
    let editor: ReturnType<typeof apiClient>;

    beforeAll(async () => {
      server = await startApiServer(target, { seed: true });
      visitor = apiClient(server.baseUrl);
      admin = apiClient(server.baseUrl, { token: await loginAs(server.baseUrl, 'admin') });
      editor = apiClient(server.baseUrl, { token: await loginAs(server.baseUrl, 'editor') });
    });
    afterAll(() => server?.close());

    it('lists publicly with paging meta, sorted by name', async () => {
      const response = await visitor.get<List>('/countries?limit=4&page=2');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        current_page: 2,
        from: 5,
        to: 8,
        per_page: 4,
        total: 15,
        last_page: 4,
      });
      const all = await visitor.get<List>('/countries?limit=100');
      const names = all.body.data.map((country) => country.name);
      expect(names).toEqual(
        [...names].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' })),
      );
      expect(response.body.data).toEqual(all.body.data.slice(4, 8));
    });

    it('sorts descending with ! and filters by folded name search, code and ids', async () => {
      const byCode = await visitor.get<List>('/countries?sort=!code&limit=3');
      expect(byCode.body.data.map((country) => country.code)).toEqual(['US', 'SE', 'NO']);
      const belgium = await visitor.get<List>('/countries?filter[search]=BELGIE');
      expect(belgium.body.data.map((country) => country.name)).toEqual(['België']);
      const exactCode = await visitor.get<List>('/countries?filter[search]=de');
      expect(exactCode.body.data.map((country) => country.code)).toContain('DE');
      const codes = await visitor.get<List>('/countries?filter[code]=nl,be&sort=code');
      expect(codes.body.data.map((country) => country.code)).toEqual(['BE', 'NL']);
      const ids = await visitor.get<List>(`/countries?filter[ids][]=${codes.body.data[0]?.id}`);
      expect(ids.body.total).toBe(1);
    });

    it('answers unknown filters and sort keys with 422 in Dutch and English', async () => {
      const dutch = await visitor.get('/countries?filter[continent]=europa&sort=inwoners');
      expect(dutch.status).toBe(422);
      expect(dutch.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: {
          'filter.continent': ['Onbekend filter'],
          'sort.inwoners': ['Onbekende sortering'],
        },
      });
      const english = await visitor.get('/countries?sort=inwoners', { locale: 'en' });
      expect(english.body).toEqual({
        message: 'The given data was invalid',
        errors: { 'sort.inwoners': ['Unknown sort key'] },
      });
    });

    it('creates (201) with an upper-cased code, updates by PATCH, PUT and POST _method, deletes (204)', async () => {
      const created = await admin.post<{ data: Country }>('/countries', {
        name: 'Portugal',
        code: 'pt',
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ name: 'Portugal', code: 'PT' });
      const id = created.body.data.id;
      const patched = await admin.patch<{ data: Country }>(`/countries/${id}`, {
        name: 'Portugese Republiek',
      });
      expect(patched.body.data).toMatchObject({ name: 'Portugese Republiek', code: 'PT' });
      const replaced = await admin.put<{ data: Country }>(`/countries/${id}`, {
        name: 'Griekenland',
        code: 'GR',
      });
      expect(replaced.body.data).toMatchObject({ name: 'Griekenland', code: 'GR' });
      const overridden = await admin.post<{ data: Country }>(`/countries/${id}`, {
        _method: 'PATCH',
        name: 'Hellas',
      });
      expect(overridden.status).toBe(200);
      expect((await visitor.get<{ data: Country }>(`/countries/${id}`)).body.data).toMatchObject({
        name: 'Hellas',
        code: 'GR',
      });
      expect((await admin.delete(`/countries/${id}`)).status).toBe(204);
      expect((await visitor.get(`/countries/${id}`)).status).toBe(404);
    });

    it('deletes several at once with an id list', async () => {
      const ids: number[] = [];
      for (const [name, code] of [
        ['Finland', 'FI'],
        ['Polen', 'PL'],
        ['Tsjechië', 'CZ'],
      ] as const) {
        ids.push((await admin.post<{ data: Country }>('/countries', { name, code })).body.data.id);
      }
      expect((await admin.delete(`/countries?ids[]=${ids[0]}&ids[]=${ids[1]}`)).status).toBe(204);
      expect((await visitor.get(`/countries/${ids[0]}`)).status).toBe(404);
      expect((await visitor.get(`/countries/${ids[1]}`)).status).toBe(404);
      expect((await visitor.get(`/countries/${ids[2]}`)).status).toBe(200);
    });

    it('validates name and code: required, ISO 3166-1, unique, no unknown fields', async () => {
      const empty = await admin.post('/countries', { name: ' ', code: '' });
      expect(empty.status).toBe(422);
      expect(empty.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { name: ['Verplicht'], code: ['Verplicht'] },
      });
      const unknownCode = await admin.post('/countries', { name: 'Nergensland', code: 'XX' });
      expect(unknownCode.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { code: ['Onbekende landcode (ISO 3166-1, twee letters)'] },
      });
      const english = await admin.post(
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
      const taken = await admin.post('/countries', { name: 'Holland', code: 'nl' });
      expect(taken.status).toBe(422);
      expect(taken.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { code: ['Is al in gebruik'] },
      });
    });

    it('refuses to delete a country that addresses use (409), however the delete arrives', async () => {
      const netherlands = (await visitor.get<List>('/countries?filter[code]=NL')).body
        .data[0] as Country;
      expect((await admin.delete(`/countries/${netherlands.id}`)).status).toBe(409);
      expect((await admin.post(`/countries/${netherlands.id}`, { _method: 'DELETE' })).status).toBe(
        409,
      );
      expect((await admin.delete(`/countries?ids[]=${netherlands.id}`)).body).toEqual({
        message: 'Conflict met bestaande gegevens',
      });
      expect((await visitor.get(`/countries/${netherlands.id}`)).status).toBe(200);
    });

    it('lets only an admin write: visitor 401, editor 403', async () => {
      expect((await visitor.post('/countries', { name: 'Malta', code: 'MT' })).status).toBe(401);
      expect((await editor.post('/countries', { name: 'Malta', code: 'MT' })).status).toBe(403);
      expect((await editor.patch('/countries/1', { name: 'Holland' })).status).toBe(403);
      expect((await editor.delete('/countries?ids[]=1')).status).toBe(403);
    });
  });
}
