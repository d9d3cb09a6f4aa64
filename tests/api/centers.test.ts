// /v1/centers through real HTTP: signed-in reads, admin writes, includes (merging: centers-merge.test.ts).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { centerIdByTitle } from '../support/demo-content.ts';
import { expectDutchOrder } from '../support/dutch-order.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

type Center = {
  id: number;
  title: string;
  type: string;
  address_id: number | null;
  address?: { id: number; city: string; country: { code: string } | null } | null;
  data_count?: number;
  evaluation_count?: number;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/centers', target), () => {
    const gateway = useSeededGateway(target);

    const centerId = (title: string) => centerIdByTitle(gateway.v1.admin, title);

    it('needs a signed-in user; any role reads, sorted by title with paging meta', async () => {
      expect((await gateway.v1.anonymous.get('/centers')).status).toBe(401);
      const response = await gateway.v1.researcher.get<V1List<Center>>('/centers?limit=10&page=2');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        current_page: 2,
        from: 11,
        to: 20,
        per_page: 10,
        total: 41,
      });
      const all = await gateway.v1.editor.get<V1List<Center>>('/centers?limit=100');
      const titles = all.body.data.map((center) => center.title);
      expectDutchOrder(titles);
      const descending = await gateway.v1.editor.get<V1List<Center>>(
        '/centers?sort=!title&limit=1',
      );
      expect(descending.body.data[0]?.title).toBe(titles.at(-1));
    });

    it('filters by folded title search, one or more types and ids', async () => {
      const maxima = await gateway.v1.researcher.get<V1List<Center>>(
        '/centers?filter[search]=MAXIMA',
      );
      expect(maxima.body.data.map((center) => center.title)).toEqual(['Prinses Máxima Centrum']);
      const clinics = await gateway.v1.researcher.get<V1List<Center>>(
        '/centers?filter[search]=clinics',
      );
      expect(clinics.body.data.map((center) => center.title)).toEqual([
        'Bergman Clinics',
        'Xpert Clinics',
      ]);
      const umc = await gateway.v1.researcher.get<V1List<Center>>('/centers?filter[type]=umc');
      expect(umc.body.total).toBe(7);
      const several = await gateway.v1.researcher.get<V1List<Center>>(
        '/centers?filter[type][]=umc&filter[type][]=clinic&sort=type,title&limit=100',
      );
      expect(several.body.total).toBe(9);
      expect(several.body.data.map((center) => center.type)).toEqual([
        ...Array(2).fill('clinic'),
        ...Array(7).fill('umc'),
      ]);
      const ids = await gateway.v1.researcher.get<V1List<Center>>(
        `/centers?filter[ids]=${umc.body.data[0]?.id},${umc.body.data[1]?.id}`,
      );
      expect(ids.body.total).toBe(2);
      const badType = await gateway.v1.researcher.get('/centers?filter[type]=apotheek', {
        locale: 'en',
      });
      expect(badType.status).toBe(422);
      expect(badType.body).toEqual({
        message: 'The given data was invalid',
        errors: {
          'filter.type.0': ['Choose one of: umc, stz, general, categorical, revalidation, clinic'],
        },
      });
    });

    it('includes the address with its country and the counts for the merge screen', async () => {
      const id = await centerId('Radboudumc');
      const response = await gateway.v1.researcher.get<{ data: Center }>(
        `/centers/${id}?with[]=address&with[]=counts`,
      );
      expect(response.body.data.address).toMatchObject({
        city: 'Nijmegen',
        country: { code: 'NL' },
      });
      const expected = await gateway.server.database.db
        .selectFrom('inclusion_data')
        .select([
          sql<number>`count(*)::int`.as('rows'),
          sql<number>`count(distinct evaluation_id)::int`.as('evaluations'),
        ])
        .where('center_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(response.body.data).toMatchObject({
        data_count: expected.rows,
        evaluation_count: expected.evaluations,
      });
      expect(expected.rows).toBeGreaterThan(0);
      const plain = await gateway.v1.researcher.get<{ data: Center }>(`/centers/${id}`);
      expect(plain.body.data).not.toHaveProperty('address');
      expect(plain.body.data).not.toHaveProperty('data_count');
    });

    it('creates (201), updates by PATCH, PUT and POST _method, and deletes (204) as admin', async () => {
      const address = (
        await gateway.v1.admin.post<{ data: { id: number } }>('/addresses', {
          street: 'Ziekenhuislaan',
          number: '1',
          postcode: '1234 AB',
          city: 'Ergens',
        })
      ).body.data;
      const created = await gateway.v1.admin.post<{ data: Center }>('/centers', {
        title: 'Ziekenhuis Ergens',
        type: 'general',
        address_id: address.id,
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        title: 'Ziekenhuis Ergens',
        type: 'general',
        address_id: address.id,
      });
      const id = created.body.data.id;
      expect(
        (await gateway.v1.admin.patch<{ data: Center }>(`/centers/${id}`, { type: 'stz' })).body
          .data.type,
      ).toBe('stz');
      const replaced = await gateway.v1.admin.put<{ data: Center }>(`/centers/${id}`, {
        title: 'Kliniek Ergens',
        type: 'clinic',
      });
      expect(replaced.body.data).toMatchObject({
        title: 'Kliniek Ergens',
        type: 'clinic',
        address_id: null,
      });
      const overridden = await gateway.v1.admin.post<{ data: Center }>(`/centers/${id}`, {
        _method: 'PATCH',
        address_id: address.id,
      });
      expect(overridden.body.data.address_id).toBe(address.id);
      expect((await gateway.v1.admin.delete(`/centers/${id}`)).status).toBe(204);
      expect((await gateway.v1.researcher.get(`/centers/${id}`)).status).toBe(404);
    });

    it('deletes several at once, but refuses centers with inclusion data (409: merge them instead)', async () => {
      const ids: number[] = [];
      for (const title of ['Bulk A', 'Bulk B'])
        ids.push(
          (await gateway.v1.admin.post<{ data: Center }>('/centers', { title, type: 'clinic' }))
            .body.data.id,
        );
      expect(
        (await gateway.v1.admin.delete(`/centers?ids[]=${ids[0]}&ids[]=${ids[1]}`)).status,
      ).toBe(204);
      expect((await gateway.v1.admin.get(`/centers/${ids[0]}`)).status).toBe(404);
      const used = await centerId('Erasmus MC');
      expect((await gateway.v1.admin.delete(`/centers/${used}`)).status).toBe(409);
      expect((await gateway.v1.admin.post(`/centers/${used}`, { _method: 'DELETE' })).status).toBe(
        409,
      );
      expect((await gateway.v1.admin.get(`/centers/${used}`)).status).toBe(200);
    });

    it('says why a center with inclusion data is refused (409 with row counts, nl and en); bulk is all or nothing', async () => {
      const withData = (
        await gateway.v1.admin.get<V1List<Center>>('/centers?with[]=counts&limit=100&sort=id')
      ).body.data.filter((center) => (center.data_count ?? 0) > 0);
      const [first, second] = withData;
      if (!first || !second) throw new Error('two centers with inclusion data expected');
      const rows = (count: number) => (count === 1 ? '1 rij' : `${count} rijen`);
      const usedBy = (center: Center) => ({ inclusion_data: { count: center.data_count } });

      const single = await gateway.v1.admin.delete(`/centers/${first.id}`);
      expect(single.status).toBe(409);
      expect(single.body).toEqual({
        message: `Dit centrum heeft inclusiegegevens (${rows(first.data_count ?? 0)}); voeg het samen met een ander centrum`,
        used_by: usedBy(first),
        refused: [{ id: first.id, title: first.title, used_by: usedBy(first) }],
      });
      const english = await gateway.v1.admin.delete(`/centers/${first.id}`, { locale: 'en' });
      expect((english.body as { message: string }).message).toMatch(
        /^This center has inclusion data \(\d+ rows?\); merge it with another center instead$/,
      );

      const fresh = (
        await gateway.v1.admin.post<{ data: Center }>('/centers', {
          title: 'Zonder gegevens',
          type: 'clinic',
        })
      ).body.data.id;
      const bulk = await gateway.v1.admin.delete(
        `/centers?ids[]=${fresh}&ids[]=${first.id}&ids[]=${second.id}`,
      );
      expect(bulk.status).toBe(409);
      expect(bulk.body).toEqual({
        message: `Niets verwijderd: inclusiegegevens bij ${first.title} (${rows(first.data_count ?? 0)}) en ${second.title} (${rows(second.data_count ?? 0)}); voeg die centra samen met een ander centrum`,
        used_by: {
          inclusion_data: { count: (first.data_count ?? 0) + (second.data_count ?? 0) },
        },
        refused: [
          { id: first.id, title: first.title, used_by: usedBy(first) },
          { id: second.id, title: second.title, used_by: usedBy(second) },
        ],
      });
      expect((await gateway.v1.admin.get(`/centers/${fresh}`)).status).toBe(200);
      expect((await gateway.v1.admin.get(`/centers/${first.id}`)).status).toBe(200);
      expect((await gateway.v1.admin.delete(`/centers?ids[]=${fresh}`)).status).toBe(204);
    });

    it('validates title, type and address in Dutch and English', async () => {
      const dutch = await gateway.v1.admin.post('/centers', {
        title: '',
        type: 'apotheek',
        address_id: 987654,
      });
      expect(dutch.status).toBe(422);
      expect(dutch.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: {
          title: ['Verplicht'],
          type: ['Kies een van: umc, stz, general, categorical, revalidation, clinic'],
        },
      });
      const missing = await gateway.v1.admin.post('/centers', {}, { locale: 'en' });
      expect(missing.body).toEqual({
        message: 'The given data was invalid',
        errors: { title: ['Required'], type: ['Required'] },
      });
      const noAddress = await gateway.v1.admin.post('/centers', {
        title: 'Zonder adres',
        type: 'umc',
        address_id: 987654,
      });
      expect(noAddress.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { address_id: ['Bestaat niet'] },
      });
    });

    it('lets only an admin write: editor and researcher 403', async () => {
      expect(
        (await gateway.v1.editor.post('/centers', { title: 'Redactie', type: 'umc' })).status,
      ).toBe(403);
      expect((await gateway.v1.researcher.patch('/centers/1', { title: 'Anders' })).status).toBe(
        403,
      );
      expect((await gateway.v1.editor.delete('/centers?ids[]=1')).status).toBe(403);
      expect(
        (await gateway.v1.anonymous.post('/centers', { title: 'Bezoeker', type: 'umc' })).status,
      ).toBe(401);
    });
  });
}
