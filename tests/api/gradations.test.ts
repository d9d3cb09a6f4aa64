// /v1/gradations through real HTTP: the inclusion-monitor categories, public reads and admin writes.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

type Gradation = {
  id: number;
  position: number;
  title: string;
  description: string | null;
  evaluation_count?: number;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/gradations', target), () => {
    const gateway = useSeededGateway(target);

    it('lists Categorie 1-4 publicly in position order, with descriptions', async () => {
      const response = await gateway.v1.anonymous.get<V1List<Gradation>>('/gradations');
      expect(response.status).toBe(200);
      expect(response.body.data.map((gradation) => gradation.title)).toEqual([
        'Categorie 1',
        'Categorie 2',
        'Categorie 3',
        'Categorie 4',
      ]);
      expect(
        response.body.data.every((gradation) => (gradation.description ?? '').length > 0),
      ).toBe(true);
      const paged = await gateway.v1.anonymous.get<V1List<Gradation>>(
        '/gradations?limit=3&page=2&sort=!position',
      );
      expect(paged.body).toMatchObject({ current_page: 2, last_page: 2, from: 4, to: 4, total: 4 });
      expect(paged.body.data.map((gradation) => gradation.position)).toEqual([1]);
    });

    it('counts the evaluations per gradation with with[]=counts', async () => {
      const counted = await gateway.v1.anonymous.get<V1List<Gradation>>(
        '/gradations?with[]=counts',
      );
      const graded = await gateway.server.database.db
        .selectFrom('evaluations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('gradation_id', 'is not', null)
        .executeTakeFirstOrThrow();
      const sum = counted.body.data.reduce(
        (total, gradation) => total + (gradation.evaluation_count ?? 0),
        0,
      );
      expect(sum).toBe(Number(graded.count));
      expect(
        (
          await gateway.v1.anonymous.get<{ data: Gradation }>(
            `/gradations/${counted.body.data[0]?.id}`,
          )
        ).body.data,
      ).not.toHaveProperty('evaluation_count');
    });

    it('answers unknown filters, includes and sort keys with 422', async () => {
      const response = await gateway.v1.anonymous.get(
        '/gradations?filter[kleur]=groen&with[]=evaluations&sort=kleur',
        { locale: 'en' },
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        message: 'The given data was invalid',
        errors: {
          'filter.kleur': ['Unknown filter'],
          'with.evaluations': ['Unknown relation'],
          'sort.kleur': ['Unknown sort key'],
        },
      });
    });

    it('creates (201), updates by PATCH, PUT and POST _method, and deletes (204) as admin', async () => {
      const created = await gateway.v1.admin.post<{ data: Gradation }>('/gradations', {
        position: 5,
        title: 'Categorie 5',
        description: 'Nog niet gestart',
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      expect(
        (
          await gateway.v1.admin.patch<{ data: Gradation }>(`/gradations/${id}`, {
            description: '',
          })
        ).body.data.description,
      ).toBeNull();
      const replaced = await gateway.v1.admin.put<{ data: Gradation }>(`/gradations/${id}`, {
        position: '6',
        title: 'Categorie 6',
      });
      expect(replaced.body.data).toMatchObject({
        position: 6,
        title: 'Categorie 6',
        description: null,
      });
      const overridden = await gateway.v1.admin.post<{ data: Gradation }>(`/gradations/${id}`, {
        _method: 'PUT',
        position: 5,
        title: 'Categorie 5',
      });
      expect(overridden.body.data).toMatchObject({ position: 5, title: 'Categorie 5' });
      expect((await gateway.v1.admin.delete(`/gradations/${id}`)).status).toBe(204);
      expect((await gateway.v1.anonymous.get(`/gradations/${id}`)).status).toBe(404);
    });

    it('deletes several at once; evaluations of a deleted gradation keep existing without one', async () => {
      const ids: number[] = [];
      for (const position of [7, 8])
        ids.push(
          (
            await gateway.v1.admin.post<{ data: Gradation }>('/gradations', {
              position,
              title: `Categorie ${position}`,
            })
          ).body.data.id,
        );
      const evaluation = await gateway.server.database.db
        .selectFrom('evaluations')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await gateway.server.database.db
        .updateTable('evaluations')
        .set({ gradation_id: ids[0] })
        .where('id', '=', evaluation.id)
        .execute();
      expect(
        (await gateway.v1.admin.delete(`/gradations?ids[]=${ids[0]}&ids[]=${ids[1]}`)).status,
      ).toBe(204);
      expect((await gateway.v1.anonymous.get<V1List<Gradation>>('/gradations')).body.total).toBe(4);
      const after = await gateway.server.database.db
        .selectFrom('evaluations')
        .select('gradation_id')
        .where('id', '=', evaluation.id)
        .executeTakeFirstOrThrow();
      expect(after.gradation_id).toBeNull();
    });

    it('validates position and title in Dutch and English', async () => {
      const missing = await gateway.v1.admin.post('/gradations', { title: '' });
      expect(missing.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { position: ['Verplicht'], title: ['Verplicht'] },
      });
      const notNumber = await gateway.v1.admin.post('/gradations', {
        position: 'vijf',
        title: 'Categorie 5',
      });
      expect(notNumber.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { position: ['Alleen cijfers toegestaan'] },
      });
      const fraction = await gateway.v1.admin.post(
        '/gradations',
        { position: 4.5, title: 'Categorie 4,5' },
        { locale: 'en' },
      );
      expect(fraction.body).toEqual({
        message: 'The given data was invalid',
        errors: { position: ['Only whole numbers allowed'] },
      });
      const zero = await gateway.v1.admin.post('/gradations', {
        position: 0,
        title: 'Categorie 0',
      });
      expect(zero.body).toEqual({
        message: 'De gegevens zijn ongeldig',
        errors: { position: ['Minimaal 1'] },
      });
      const taken = await gateway.v1.admin.post(
        '/gradations',
        { position: 1, title: 'Nog een eerste' },
        { locale: 'en' },
      );
      expect(taken.body).toEqual({
        message: 'The given data was invalid',
        errors: { position: ['Is already taken'] },
      });
    });

    it('lets only an admin write: visitor 401, editor 403', async () => {
      expect(
        (await gateway.v1.anonymous.post('/gradations', { position: 9, title: 'Categorie 9' }))
          .status,
      ).toBe(401);
      expect(
        (await gateway.v1.editor.post('/gradations', { position: 9, title: 'Categorie 9' })).status,
      ).toBe(403);
      expect(
        (await gateway.v1.editor.post('/gradations/1', { _method: 'PATCH', title: 'Anders' }))
          .status,
      ).toBe(403);
      expect((await gateway.v1.editor.delete('/gradations/1')).status).toBe(403);
    });
  });
}
