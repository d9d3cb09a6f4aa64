// /v1/evaluations/{id}/relationships/* through real HTTP: every part read, added, changed, removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/db/testing/test-database.ts';
import { type ApiServer, apiClient, loginAs, startApiServer } from '../helpers/api-server.ts';

type Item = Record<string, unknown> & { id: number };
type Items = { data: Item[] };
type One = { data: Item };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('evaluation relationships', target),
    () => {
      let server: ApiServer;
      let visitor: ReturnType<typeof apiClient>;
      let editor: ReturnType<typeof apiClient>;
      let researcher: ReturnType<typeof apiClient>;
      let evaluationId: number;
      let draftId: number;
      const base = () => `/evaluations/${evaluationId}/relationships`;

      beforeAll(async () => {
        server = await startApiServer(target, { seed: true });
        visitor = apiClient(server.baseUrl);
        editor = apiClient(server.baseUrl, { token: await loginAs(server.baseUrl, 'editor') });
        researcher = apiClient(server.baseUrl, {
          token: await loginAs(server.baseUrl, 'researcher'),
        });
        const created = await editor.post<One>('/evaluations', {
          title: 'Relaties testen bij een enkelfractuur',
          status: 'published',
        });
        evaluationId = created.body.data.id;
        const db = server.database.db;
        draftId = (
          await db
            .selectFrom('evaluations')
            .select('id')
            .where('status', '=', 'draft')
            .executeTakeFirstOrThrow()
        ).id;
      });
      afterAll(() => server?.close());

      it('adds, changes (PUT and POST _method) and removes criteria', async () => {
        const added = await editor.post<One>(`${base()}/criteria`, {
          type: 'inclusion',
          content: 'Leeftijd 18 jaar of ouder',
        });
        expect(added.status).toBe(201);
        const id = added.body.data.id;
        expect(
          (
            await editor.put<One>(`${base()}/criteria/${id}`, {
              content: 'Leeftijd 16 jaar of ouder',
            })
          ).body.data.content,
        ).toBe('Leeftijd 16 jaar of ouder');
        expect(
          (
            await editor.post<One>(`${base()}/criteria/${id}`, {
              _method: 'PATCH',
              type: 'exclusion',
            })
          ).body.data.type,
        ).toBe('exclusion');
        expect(
          (await visitor.get<Items>(`${base()}/criteria`)).body.data.map((item) => item.id),
        ).toContain(id);
        expect((await editor.delete(`${base()}/criteria/${id}`)).status).toBe(204);
        expect((await visitor.get(`${base()}/criteria/${id}`)).status).toBe(404);
      });

      it('derives applicable sections from the status the form sends (spec section 4)', async () => {
        const applicable = await editor.post<One>(`${base()}/applicables`, {
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
        const cleared = await editor.patch<One>(
          `${base()}/applicables/${applicable.body.data.id}`,
          { status: 'not_applicable' },
        );
        expect(cleared.body.data).toMatchObject({ content: null, status: 'not_applicable' });
        const pending = await editor.post<One>(`${base()}/applicables`, {
          type: 2,
          status: 'pending',
          content: '<p>Later</p>',
        });
        expect(pending.body.data).toMatchObject({
          type: 'intervention',
          is_visible: false,
          status: 'pending',
        });
        const duplicate = await editor.post(`${base()}/applicables`, {
          type: 'population',
          status: 'pending',
        });
        expect(duplicate.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { type: ['Is al in gebruik'] },
        });
        const missing = await editor.post(
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
          (await editor.post<One>(`${base()}/participants`, { type: 'RCT', amount: 240 })).status,
        ).toBe(201);
        expect(
          (await editor.post(`${base()}/participants`, { type: 'RCT', amount: 10 })).status,
        ).toBe(422);
        const user = await server.database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'researcher@example.org')
          .executeTakeFirstOrThrow();
        const person = await editor.post<One>(`${base()}/people`, {
          user_id: user.id,
          contact_function: 'lead_researcher',
        });
        expect(person.body.data).toMatchObject({
          user_id: user.id,
          contact_function: 'lead_researcher',
        });
        expect(
          (
            await editor.put<One>(`${base()}/people/${person.body.data.id}`, {
              contact_function: 'project_leader',
            })
          ).body.data.contact_function,
        ).toBe('project_leader');
        const unknownUser = await editor.post(`${base()}/people`, { user_id: 987654 });
        expect(unknownUser.status).toBe(422);
        expect(
          (
            await editor.post<One>(`${base()}/measures`, {
              title: 'Kwaliteit van leven (EQ-5D)',
              description: '<p>Na 12 weken</p>',
            })
          ).status,
        ).toBe(201);
        const link = await editor.post<One>(`${base()}/links`, {
          title: 'Richtlijn',
          url: 'richtlijnendatabase.nl',
        });
        expect(link.body.data.url).toBe('https://richtlijnendatabase.nl');
        const badLink = await editor.post(`${base()}/links`, {
          title: 'Fout',
          url: 'javascript:alert(1)',
        });
        expect(badLink.body).toMatchObject({ errors: { url: ['Ongeldige url'] } });
      });

      it('records inclusion data by date or by year and month', async () => {
        const center = await server.database.db
          .selectFrom('centers')
          .select('id')
          .executeTakeFirstOrThrow();
        const byDate = await editor.post<One>(`${base()}/data`, {
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
        const byMonth = await editor.post<One>(`${base()}/data`, {
          center_id: center.id,
          year: 2026,
          month: 4,
          sample_size: 6,
        });
        expect(byMonth.body.data).toMatchObject({ date: '2026-04-01' });
        const twice = await editor.post(`${base()}/data`, {
          center_id: center.id,
          year: 2026,
          month: 4,
          sample_size: 1,
        });
        expect(twice.body).toMatchObject({ errors: { date: ['Is al in gebruik'] } });
        expect(
          (await editor.put<One>(`${base()}/data/${byMonth.body.data.id}`, { sample_size: 9 })).body
            .data.sample_size,
        ).toBe(9);
        expect(
          (await editor.post(`${base()}/data`, { center_id: center.id, sample_size: -1 })).body,
        ).toMatchObject({
          errors: { sample_size: ['Minimaal 0'], date: ['Verplicht'] },
        });
      });

      it('reads and merges settings; null removes a key', async () => {
        const merged = await editor.patch<{ data: Record<string, unknown> }>(`${base()}/settings`, {
          'monitor.show_target': true,
          'intro.text': 'Welkom',
        });
        expect(merged.body.data).toEqual({ 'intro.text': 'Welkom', 'monitor.show_target': true });
        const removed = await editor.post<{ data: Record<string, unknown> }>(`${base()}/settings`, {
          _method: 'PATCH',
          'intro.text': null,
        });
        expect(removed.body.data).toEqual({ 'monitor.show_target': true });
        expect(
          (await visitor.get<{ data: Record<string, unknown> }>(`${base()}/settings`)).body.data,
        ).toEqual({ 'monitor.show_target': true });
        const admin = apiClient(server.baseUrl, { token: await loginAs(server.baseUrl, 'admin') });
        const listed = await admin.get<{ data: Item[]; total: number }>(
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
        expect((await editor.get('/settings')).status).toBe(403);
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
        const added = await editor.post<One>(`${base()}/documents`, form);
        expect(added.status).toBe(201);
        expect(added.body.data).toMatchObject({
          type: 'clinical_trial_info',
          title: 'Proefpersoneninformatie',
          is_public: false,
        });
        expect(
          (await visitor.get<Items>(`${base()}/documents`)).body.data.map((item) => item.id),
        ).not.toContain(added.body.data.id);
        expect(
          (await editor.get<Items>(`${base()}/documents`)).body.data.map((item) => item.id),
        ).toContain(added.body.data.id);
        const published = await editor.patch<One>(`${base()}/documents/${added.body.data.id}`, {
          is_public: true,
        });
        expect(published.body.data.is_public).toBe(true);
        expect(
          (await visitor.get<Items>(`${base()}/documents`)).body.data.map((item) => item.id),
        ).toContain(added.body.data.id);
        const wrongType = await editor.post(`${base()}/documents`, {
          type: 'posters',
          title: 'Poster',
          file_id: added.body.data.file_id,
        });
        expect(wrongType.status).toBe(422);
        expect(wrongType.body).toMatchObject({
          errors: { type: [expect.stringContaining('Kies een van')] },
        });
        expect((await editor.delete(`${base()}/documents/${added.body.data.id}`)).status).toBe(204);
      });

      it('lists the programs and associations of an evaluation', async () => {
        const row = await server.database.db
          .selectFrom('evaluation_associations')
          .select('evaluation_id')
          .executeTakeFirstOrThrow();
        const associations = await researcher.get<Items>(
          `/evaluations/${row.evaluation_id}/relationships/associations`,
        );
        expect(associations.body.data.length).toBeGreaterThan(0);
        expect(associations.body.data[0]).toHaveProperty('title');
        expect(
          (await researcher.get<Items>(`/evaluations/${row.evaluation_id}/relationships/programs`))
            .status,
        ).toBe(200);
      });

      it('hides the parts of a draft from visitors and keeps writes to those who may edit', async () => {
        expect((await visitor.get(`/evaluations/${draftId}/relationships/criteria`)).status).toBe(
          404,
        );
        expect((await visitor.get(`/evaluations/${draftId}/relationships/settings`)).status).toBe(
          404,
        );
        expect(
          (await researcher.get(`/evaluations/${draftId}/relationships/criteria`)).status,
        ).toBe(200);
        expect(
          (await visitor.post(`${base()}/criteria`, { type: 'inclusion', content: 'x' })).status,
        ).toBe(401);
        const other = await editor.post<One>('/evaluations', {
          title: 'Zonder deze onderzoeker',
          status: 'published',
        });
        const otherBase = `/evaluations/${other.body.data.id}/relationships`;
        // The researcher does not take part in that evaluation (but does in this one, added above).
        expect(
          (await researcher.post(`${otherBase}/criteria`, { type: 'inclusion', content: 'x' }))
            .status,
        ).toBe(403);
        expect((await researcher.patch(`${otherBase}/settings`, { a: 1 })).status).toBe(403);
        expect(
          (
            await researcher.post(`${base()}/criteria`, {
              type: 'inclusion',
              content: 'Eigen studie',
            })
          ).status,
        ).toBe(201);
      });
    },
  );
}
