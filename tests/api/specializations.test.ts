// /v1/specializations through real HTTP: the generic protocol on a simple resource.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectDutchOrder } from '../support/dutch-order.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

type Specialization = { id: number; title: string };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/specializations', target),
    () => {
      const gateway = useSeededGateway(target);

      it('lists with paging meta, sorted by title', async () => {
        const response = await gateway.v1.anonymous.get<V1List<Specialization>>(
          '/specializations?limit=5&page=2',
        );
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ current_page: 2, from: 6, to: 10, per_page: 5 });
        expect(response.body.total).toBeGreaterThanOrEqual(25);
        expect(response.body.last_page).toBe(Math.ceil(response.body.total / 5));
        const titles = response.body.data.map((item) => item.title);
        expectDutchOrder(titles);
      });

      it('sorts descending with a leading ! and filters by search (accent- and case-insensitive)', async () => {
        const sorted = await gateway.v1.anonymous.get<V1List<Specialization>>(
          '/specializations?sort=!title&limit=3',
        );
        const all = await gateway.v1.anonymous.get<V1List<Specialization>>(
          '/specializations?limit=100',
        );
        const expected = all.body.data
          .map((item) => item.title)
          .sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase()));
        expect(sorted.body.data.map((item) => item.title)).toEqual(expected.slice(0, 3));
        const found = await gateway.v1.anonymous.get<V1List<Specialization>>(
          '/specializations?filter[search]=CARDIO',
        );
        expect(found.body.data.map((item) => item.title)).toContain('Cardiologie');
        const alias = await gateway.v1.anonymous.get<V1List<Specialization>>(
          '/specializations?filters[search]=cardio',
        );
        expect(alias.body.total).toBe(found.body.total);
      });

      it('answers unknown filters, sort keys and a too large limit with 422 in Dutch or English', async () => {
        const dutch = await gateway.v1.anonymous.get(
          '/specializations?filter[kleur]=rood&sort=kleur&limit=1000',
        );
        expect(dutch.status).toBe(422);
        expect(dutch.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: {
            'filter.kleur': ['Onbekend filter'],
            'sort.kleur': ['Onbekende sortering'],
            limit: ['Maximaal 100'],
          },
        });
        const english = await gateway.v1.anonymous.get('/specializations?sort=kleur', {
          locale: 'en-GB,en;q=0.8',
        });
        expect(english.body).toEqual({
          message: 'The given data was invalid',
          errors: { 'sort.kleur': ['Unknown sort key'] },
        });
      });

      it('creates (201), updates by PATCH, PUT and POST _method, and deletes (204) as admin', async () => {
        const created = await gateway.v1.admin.post<{ data: Specialization }>('/specializations', {
          title: 'Tropengeneeskunde',
        });
        expect(created.status).toBe(201);
        const id = created.body.data.id;
        expect(
          (
            await gateway.v1.admin.patch<{ data: Specialization }>(`/specializations/${id}`, {
              title: 'Tropische geneeskunde',
            })
          ).body.data.title,
        ).toBe('Tropische geneeskunde');
        expect(
          (
            await gateway.v1.admin.put<{ data: Specialization }>(`/specializations/${id}`, {
              title: 'Tropengeneeskunde en reizigers',
            })
          ).body.data.title,
        ).toBe('Tropengeneeskunde en reizigers');
        const overridden = await gateway.v1.admin.post<{ data: Specialization }>(
          `/specializations/${id}`,
          {
            _method: 'PATCH',
            title: 'Reizigersgeneeskunde',
          },
        );
        expect(overridden.status).toBe(200);
        expect(
          (await gateway.v1.anonymous.get<{ data: Specialization }>(`/specializations/${id}`)).body
            .data.title,
        ).toBe('Reizigersgeneeskunde');
        expect((await gateway.v1.admin.delete(`/specializations/${id}`)).status).toBe(204);
        expect((await gateway.v1.anonymous.get(`/specializations/${id}`)).status).toBe(404);
      });

      it('deletes several at once with an id list', async () => {
        const ids = [];
        for (const title of ['Bulk A', 'Bulk B', 'Bulk C'])
          ids.push(
            (await gateway.v1.admin.post<{ data: Specialization }>('/specializations', { title }))
              .body.data.id,
          );
        const response = await gateway.v1.admin.delete(
          `/specializations?ids[]=${ids[0]}&ids[]=${ids[1]}`,
        );
        expect(response.status).toBe(204);
        expect((await gateway.v1.anonymous.get(`/specializations/${ids[0]}`)).status).toBe(404);
        expect((await gateway.v1.anonymous.get(`/specializations/${ids[2]}`)).status).toBe(200);
      });

      const createSpecialization = async (title: string) =>
        (await gateway.v1.admin.post<{ data: Specialization }>('/specializations', { title })).body
          .data.id;

      /** The first `count` records of a table by lower(title), as the refusal lists them. */
      const firstTitled = async (
        table: 'evaluations' | 'associations' | 'programs' | 'trial_bureaus',
        count: number,
      ) => {
        const name = table === 'trial_bureaus' ? 'name' : 'title';
        const { rows } = await sql<{ id: number; title: string }>`
          select id, ${sql.ref(name)} as title from ${sql.table(table)}
          order by lower(${sql.ref(name)}), id limit ${count}`.execute(gateway.server.database.db);
        return rows;
      };

      const link = async (
        owner: 'evaluation' | 'association' | 'program' | 'trial_bureau',
        ownerIds: number[],
        specializationId: number,
      ) => {
        for (const ownerId of ownerIds)
          await sql`insert into ${sql.table(`${owner}_specializations`)}
            (${sql.ref(`${owner}_id`)}, specialization_id) values (${ownerId}, ${specializationId})`.execute(
            gateway.server.database.db,
          );
      };

      it('refuses to delete a specialization in use (409 saying where, nl and en), by DELETE and _method', async () => {
        const id = await createSpecialization('Weigering enkel');
        const evaluations = await firstTitled('evaluations', 4);
        const [association] = await firstTitled('associations', 1);
        if (!association) throw new Error('no association seeded');
        await link(
          'evaluation',
          evaluations.map((row) => row.id),
          id,
        );
        await link('association', [association.id], id);
        const [e1, e2, e3] = evaluations.map((row) => row.title);
        const usedBy = {
          evaluations: { count: 4, titles: [e1, e2, e3] },
          associations: { count: 1, titles: [association.title] },
          programs: { count: 0, titles: [] },
          trial_bureaus: { count: 0, titles: [] },
        };

        const dutch = await gateway.v1.admin.delete(`/specializations/${id}`);
        expect(dutch.status).toBe(409);
        expect(dutch.body).toEqual({
          message: `Dit specialisme is in gebruik bij 4 zorgevaluaties (${e1}, ${e2}, ${e3} en nog 1) en 1 vereniging (${association.title}); haal het daar eerst weg`,
          used_by: usedBy,
          refused: [{ id, title: 'Weigering enkel', used_by: usedBy }],
        });
        const english = await gateway.v1.admin.post(
          `/specializations/${id}`,
          { _method: 'DELETE' },
          { locale: 'en' },
        );
        expect(english.status).toBe(409);
        expect((english.body as { message: string }).message).toBe(
          `This specialization is in use by 4 evaluations (${e1}, ${e2}, ${e3}, and 1 more) and 1 association (${association.title}); remove it there first`,
        );
        expect((await gateway.v1.anonymous.get(`/specializations/${id}`)).status).toBe(200);
        const { rows } = await sql<{ links: number }>`
          select (select count(*) from evaluation_specializations where specialization_id = ${id})::int
            + (select count(*) from association_specializations where specialization_id = ${id})::int as links
        `.execute(gateway.server.database.db);
        expect(rows[0]?.links).toBe(5);
      });

      it('bulk delete is all or nothing: one used among several refuses them all and names each used one', async () => {
        const unused = await createSpecialization('Weigering vrij');
        const inProgram = await createSpecialization('Weigering programma');
        const inBureau = await createSpecialization('Weigering trialbureau');
        const [program] = await firstTitled('programs', 1);
        const [bureau] = await firstTitled('trial_bureaus', 1);
        if (!program || !bureau) throw new Error('no program or trial bureau seeded');
        await link('program', [program.id], inProgram);
        await link('trial_bureau', [bureau.id], inBureau);

        const refused = await gateway.v1.admin.delete(
          `/specializations?ids[]=${unused}&ids[]=${inProgram}&ids[]=${inBureau}`,
        );
        expect(refused.status).toBe(409);
        const none = { count: 0, titles: [] };
        expect(refused.body).toEqual({
          message: `Niets verwijderd, want nog in gebruik: Weigering programma bij 1 programma (${program.title}); Weigering trialbureau bij 1 trialbureau (${bureau.title}). Haal ze daar eerst weg`,
          used_by: {
            evaluations: none,
            associations: none,
            programs: { count: 1, titles: [program.title] },
            trial_bureaus: { count: 1, titles: [bureau.title] },
          },
          refused: [
            {
              id: inProgram,
              title: 'Weigering programma',
              used_by: {
                evaluations: none,
                associations: none,
                programs: { count: 1, titles: [program.title] },
                trial_bureaus: none,
              },
            },
            {
              id: inBureau,
              title: 'Weigering trialbureau',
              used_by: {
                evaluations: none,
                associations: none,
                programs: none,
                trial_bureaus: { count: 1, titles: [bureau.title] },
              },
            },
          ],
        });
        for (const id of [unused, inProgram, inBureau])
          expect((await gateway.v1.anonymous.get(`/specializations/${id}`)).status).toBe(200);
        expect((await gateway.v1.admin.delete(`/specializations?ids[]=${unused}`)).status).toBe(
          204,
        );
        expect((await gateway.v1.anonymous.get(`/specializations/${unused}`)).status).toBe(404);
      });

      it('validates the body: required title, unknown fields, duplicate title', async () => {
        const empty = await gateway.v1.admin.post('/specializations', { title: '  ' });
        expect(empty.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { title: ['Verplicht'] },
        });
        const unknown = await gateway.v1.admin.post(
          '/specializations',
          { title: 'Iets', kleur: 'rood' },
          { locale: 'en' },
        );
        expect(unknown.body).toEqual({
          message: 'The given data was invalid',
          errors: { kleur: ['Unknown field'] },
        });
        const taken = await gateway.v1.admin.post('/specializations', { title: 'cardiologie' });
        expect(taken.status).toBe(422);
        expect(taken.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { title: ['Is al in gebruik'] },
        });
      });

      it('enforces the role rule on writes: anonymous 401, editor 403', async () => {
        expect(
          (await gateway.v1.anonymous.post('/specializations', { title: 'Anoniem' })).status,
        ).toBe(401);
        expect(
          (await gateway.v1.editor.post('/specializations', { title: 'Redacteur' })).status,
        ).toBe(403);
        expect((await gateway.v1.editor.delete('/specializations/1')).status).toBe(403);
      });

      it('answers 401 for an unknown bearer token, even on public reads', async () => {
        const response = await gateway.v1.anonymous.get('/specializations', {
          token: 'zva_not-a-real-token',
        });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: 'Niet ingelogd' });
      });
    },
  );
}
