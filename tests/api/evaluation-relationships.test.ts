// /v1/evaluations/{id}/relationships/* through real HTTP: every part read, added, changed, removed.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { demoEmails } from '../support/demo-accounts.ts';
import { useSeededGateway, type V1One } from '../support/seeded-gateway.ts';

type Item = Record<string, unknown> & { id: number };
type Items = { data: Item[] };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('evaluation relationships', target),
    () => {
      const gateway = useSeededGateway(target);
      let evaluationId: number;
      let draftId: number;
      const base = () => `/evaluations/${evaluationId}/relationships`;

      beforeAll(async () => {
        const created = await gateway.v1.editor.post<V1One<Item>>('/evaluations', {
          title: 'Relaties testen bij een enkelfractuur',
          status: 'published',
        });
        evaluationId = created.body.data.id;
        const db = gateway.server.database.db;
        draftId = (
          await db
            .selectFrom('evaluations')
            .select('id')
            .where('status', '=', 'draft')
            .executeTakeFirstOrThrow()
        ).id;
      });

      it('adds, changes (PUT and POST _method) and removes criteria', async () => {
        const added = await gateway.v1.editor.post<V1One<Item>>(`${base()}/criteria`, {
          type: 'inclusion',
          content: 'Leeftijd 18 jaar of ouder',
        });
        expect(added.status).toBe(201);
        const id = added.body.data.id;
        expect(
          (
            await gateway.v1.editor.put<V1One<Item>>(`${base()}/criteria/${id}`, {
              content: 'Leeftijd 16 jaar of ouder',
            })
          ).body.data.content,
        ).toBe('Leeftijd 16 jaar of ouder');
        expect(
          (
            await gateway.v1.editor.post<V1One<Item>>(`${base()}/criteria/${id}`, {
              _method: 'PATCH',
              type: 'exclusion',
            })
          ).body.data.type,
        ).toBe('exclusion');
        expect(
          (await gateway.v1.anonymous.get<Items>(`${base()}/criteria`)).body.data.map(
            (item) => item.id,
          ),
        ).toContain(id);
        expect((await gateway.v1.editor.delete(`${base()}/criteria/${id}`)).status).toBe(204);
        expect((await gateway.v1.anonymous.get(`${base()}/criteria/${id}`)).status).toBe(404);
      });

      it('derives applicable sections from the status the form sends (spec section 4)', async () => {
        const applicable = await gateway.v1.editor.post<V1One<Item>>(`${base()}/applicables`, {
          type: 'population',
          status: 'applicable',
          content: '<p>Volwassenen met een enkelfractuur</p><script>x()</script>',
        });
        expect(applicable.status).toBe(201);
        expect(applicable.body.data).toMatchObject({
          type: 'population',
          type_id: 1,
          is_visible: true,
          status: 'applicable',
          content: '<p>Volwassenen met een enkelfractuur</p>',
        });
        const cleared = await gateway.v1.editor.patch<V1One<Item>>(
          `${base()}/applicables/${applicable.body.data.id}`,
          { status: 'not_applicable' },
        );
        expect(cleared.body.data).toMatchObject({ content: null, status: 'not_applicable' });
        const pending = await gateway.v1.editor.post<V1One<Item>>(`${base()}/applicables`, {
          type: 2,
          status: 'pending',
          content: '<p>Later</p>',
        });
        expect(pending.body.data).toMatchObject({
          type: 'intervention',
          is_visible: false,
          status: 'pending',
        });
        const duplicate = await gateway.v1.editor.post(`${base()}/applicables`, {
          type: 'population',
          status: 'pending',
        });
        expect(duplicate.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { type: ['Is al in gebruik'] },
        });
        const missing = await gateway.v1.editor.post(
          `${base()}/applicables`,
          { type: 'background', status: 'applicable' },
          { locale: 'en' },
        );
        expect(missing.body).toEqual({
          message: 'The given data was invalid',
          errors: { content: ['Required'] },
        });
      });

      it('manages participants, people with their contact function, measures and links', async () => {
        expect(
          (
            await gateway.v1.editor.post<V1One<Item>>(`${base()}/participants`, {
              type: 'RCT',
              amount: 240,
            })
          ).status,
        ).toBe(201);
        expect(
          (await gateway.v1.editor.post(`${base()}/participants`, { type: 'RCT', amount: 10 }))
            .status,
        ).toBe(422);
        const user = await gateway.server.database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', demoEmails.researcher)
          .executeTakeFirstOrThrow();
        const person = await gateway.v1.editor.post<V1One<Item>>(`${base()}/people`, {
          user_id: user.id,
          contact_function: 'lead_researcher',
        });
        expect(person.body.data).toMatchObject({
          user_id: user.id,
          contact_function: 'lead_researcher',
        });
        expect(
          (
            await gateway.v1.editor.put<V1One<Item>>(`${base()}/people/${person.body.data.id}`, {
              contact_function: 'project_leader',
            })
          ).body.data.contact_function,
        ).toBe('project_leader');
        const unknownUser = await gateway.v1.editor.post(`${base()}/people`, { user_id: 987654 });
        expect(unknownUser.status).toBe(422);
        expect(
          (
            await gateway.v1.editor.post<V1One<Item>>(`${base()}/measures`, {
              title: 'Kwaliteit van leven (EQ-5D)',
              description: '<p>Na 12 weken</p>',
            })
          ).status,
        ).toBe(201);
        const link = await gateway.v1.editor.post<V1One<Item>>(`${base()}/links`, {
          title: 'Richtlijn',
          url: 'richtlijnendatabase.nl',
        });
        expect(link.body.data.url).toBe('https://richtlijnendatabase.nl');
        const badLink = await gateway.v1.editor.post(`${base()}/links`, {
          title: 'Fout',
          url: 'javascript:alert(1)',
        });
        expect(badLink.body).toMatchObject({ errors: { url: ['Ongeldige url'] } });
      });

      it('records inclusion data by date or by year and month', async () => {
        const center = await gateway.server.database.db
          .selectFrom('centers')
          .select('id')
          .executeTakeFirstOrThrow();
        const byDate = await gateway.v1.editor.post<V1One<Item>>(`${base()}/data`, {
          center_id: center.id,
          date: '2026-03-17',
          sample_size: 4,
        });
        expect(byDate.body.data).toMatchObject({
          date: '2026-03-01',
          year: 2026,
          month: 3,
          sample_size: 4,
          center_id: center.id,
        });
        const byMonth = await gateway.v1.editor.post<V1One<Item>>(`${base()}/data`, {
          center_id: center.id,
          year: 2026,
          month: 4,
          sample_size: 6,
        });
        expect(byMonth.body.data).toMatchObject({ date: '2026-04-01' });
        const twice = await gateway.v1.editor.post(`${base()}/data`, {
          center_id: center.id,
          year: 2026,
          month: 4,
          sample_size: 1,
        });
        expect(twice.body).toMatchObject({ errors: { date: ['Is al in gebruik'] } });
        expect(
          (
            await gateway.v1.editor.put<V1One<Item>>(`${base()}/data/${byMonth.body.data.id}`, {
              sample_size: 9,
            })
          ).body.data.sample_size,
        ).toBe(9);
        expect(
          (
            await gateway.v1.editor.post(`${base()}/data`, {
              center_id: center.id,
              sample_size: -1,
            })
          ).body,
        ).toMatchObject({
          errors: { sample_size: ['Minimaal 0'], date: ['Verplicht'] },
        });
      });

      it('reads and merges settings; null removes a key', async () => {
        const merged = await gateway.v1.editor.patch<{ data: Record<string, unknown> }>(
          `${base()}/settings`,
          {
            'monitor.show_target': true,
            'intro.text': 'Welkom',
          },
        );
        expect(merged.body.data).toEqual({ 'intro.text': 'Welkom', 'monitor.show_target': true });
        const removed = await gateway.v1.editor.post<{ data: Record<string, unknown> }>(
          `${base()}/settings`,
          {
            _method: 'PATCH',
            'intro.text': null,
          },
        );
        expect(removed.body.data).toEqual({ 'monitor.show_target': true });
        expect(
          (await gateway.v1.anonymous.get<{ data: Record<string, unknown> }>(`${base()}/settings`))
            .body.data,
        ).toEqual({ 'monitor.show_target': true });
        const listed = await gateway.v1.admin.get<{ data: Item[]; total: number }>(
          `/settings?filter[settable_type]=evaluation&filter[settable_id]=${evaluationId}`,
        );
        expect(listed.body.data).toEqual([
          expect.objectContaining({
            key: 'monitor.show_target',
            value: true,
            settable_type: 'evaluation',
            settable_id: evaluationId,
          }),
        ]);
        expect((await gateway.v1.editor.get('/settings')).status).toBe(403);
      });

      it('adds documents of the evaluation types by multipart upload, hidden from visitors unless public', async () => {
        const form = new FormData();
        form.set('type', 'clinical_trial_info');
        form.set('title', 'Proefpersoneninformatie');
        form.set('is_public', '0');
        form.set(
          'file',
          new Blob(['Informatie voor deelnemers aan de studie.'], { type: 'text/plain' }),
          'informatie.txt',
        );
        const added = await gateway.v1.editor.post<V1One<Item>>(`${base()}/documents`, form);
        expect(added.status).toBe(201);
        expect(added.body.data).toMatchObject({
          type: 'clinical_trial_info',
          title: 'Proefpersoneninformatie',
          is_public: false,
        });
        expect(
          (await gateway.v1.anonymous.get<Items>(`${base()}/documents`)).body.data.map(
            (item) => item.id,
          ),
        ).not.toContain(added.body.data.id);
        expect(
          (await gateway.v1.editor.get<Items>(`${base()}/documents`)).body.data.map(
            (item) => item.id,
          ),
        ).toContain(added.body.data.id);
        const published = await gateway.v1.editor.patch<V1One<Item>>(
          `${base()}/documents/${added.body.data.id}`,
          {
            is_public: true,
          },
        );
        expect(published.body.data.is_public).toBe(true);
        expect(
          (await gateway.v1.anonymous.get<Items>(`${base()}/documents`)).body.data.map(
            (item) => item.id,
          ),
        ).toContain(added.body.data.id);
        const wrongType = await gateway.v1.editor.post(`${base()}/documents`, {
          type: 'posters',
          title: 'Poster',
          file_id: added.body.data.file_id,
        });
        expect(wrongType.status).toBe(422);
        expect(wrongType.body).toMatchObject({
          errors: { type: [expect.stringContaining('Kies een van')] },
        });
        expect(
          (await gateway.v1.editor.delete(`${base()}/documents/${added.body.data.id}`)).status,
        ).toBe(204);
      });

      it('lists the programs and associations of an evaluation', async () => {
        const row = await gateway.server.database.db
          .selectFrom('evaluation_associations')
          .select('evaluation_id')
          .executeTakeFirstOrThrow();
        const associations = await gateway.v1.researcher.get<Items>(
          `/evaluations/${row.evaluation_id}/relationships/associations`,
        );
        expect(associations.body.data.length).toBeGreaterThan(0);
        expect(associations.body.data[0]).toHaveProperty('title');
        expect(
          (
            await gateway.v1.researcher.get<Items>(
              `/evaluations/${row.evaluation_id}/relationships/programs`,
            )
          ).status,
        ).toBe(200);
      });

      it('hides the parts of a draft from visitors and keeps writes to those who may edit', async () => {
        expect(
          (await gateway.v1.anonymous.get(`/evaluations/${draftId}/relationships/criteria`)).status,
        ).toBe(404);
        expect(
          (await gateway.v1.anonymous.get(`/evaluations/${draftId}/relationships/settings`)).status,
        ).toBe(404);
        expect(
          (await gateway.v1.researcher.get(`/evaluations/${draftId}/relationships/criteria`))
            .status,
        ).toBe(200);
        expect(
          (
            await gateway.v1.anonymous.post(`${base()}/criteria`, {
              type: 'inclusion',
              content: 'x',
            })
          ).status,
        ).toBe(401);
        const other = await gateway.v1.editor.post<V1One<Item>>('/evaluations', {
          title: 'Zonder deze onderzoeker',
          status: 'published',
        });
        const otherBase = `/evaluations/${other.body.data.id}/relationships`;
        // The researcher does not take part in that evaluation (but does in this one, added above).
        expect(
          (
            await gateway.v1.researcher.post(`${otherBase}/criteria`, {
              type: 'inclusion',
              content: 'x',
            })
          ).status,
        ).toBe(403);
        expect((await gateway.v1.researcher.patch(`${otherBase}/settings`, { a: 1 })).status).toBe(
          403,
        );
        expect(
          (
            await gateway.v1.researcher.post(`${base()}/criteria`, {
              type: 'inclusion',
              content: 'Eigen studie',
            })
          ).status,
        ).toBe(201);
      });
    },
  );
}
