// /v1/programs and its relationships through real HTTP: the shared organisation protocol, program
// downloads sent as events of type `download`, documents, posts, settings and the role rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useSeededGateway, type V1List, type V1One } from '../support/seeded-gateway.ts';

type Item = Record<string, unknown> & { id: number };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('/v1/programs', target), () => {
    const gateway = useSeededGateway(target);
    let program: { id: number; title: string };

    beforeAll(async () => {
      program = await gateway.server.database.db
        .selectFrom('programs')
        .select(['id', 'title'])
        .where('abbreviation', '=', 'GGG')
        .executeTakeFirstOrThrow();
    });

    it('lists, pages, sorts and searches programs for visitors', async () => {
      const all = await gateway.v1.anonymous.get<V1List<Item>>('/programs');
      expect(all.body.total).toBe(4);
      const titles = all.body.data.map((item) => item.title as string);
      const second = await gateway.v1.anonymous.get<V1List<Item>>(
        '/programs?limit=2&page=2&sort=title',
      );
      expect(second.body).toMatchObject({ current_page: 2, last_page: 2 });
      expect(second.body.data.map((item) => item.title)).toEqual(titles.slice(2, 4));
      const newest = await gateway.v1.anonymous.get<V1List<Item>>('/programs?sort=!created_at,!id');
      expect(newest.body.data.map((item) => item.id)).toEqual(
        all.body.data.map((item) => item.id).sort((a, b) => b - a),
      );
      const search = await gateway.v1.anonymous.get<V1List<Item>>(
        '/programs?filter[search]=geneesmiddel&with[]=logo&limit=4',
      );
      expect(search.body.data[0]).toMatchObject({
        id: program.id,
        title: 'Goed Gebruik Geneesmiddelen',
        logo: { mime_type: 'image/svg+xml' },
      });
    });

    it('sends downloads as events of type download', async () => {
      const seeded = await gateway.v1.anonymous.get<{ data: Item[] }>(
        `/programs/${program.id}/relationships/events`,
      );
      expect(seeded.body.data.some((event) => event.type === 'download')).toBe(true);
      const created = await gateway.v1.editor.post<V1One<Item>>(
        `/programs/${program.id}/relationships/events`,
        {
          title: 'Factsheet gepast gebruik (pdf)',
          url: 'https://example.org/factsheet.pdf',
          date: '2026-02-01',
          type: 'download',
        },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data).toMatchObject({
        type: 'download',
        eventable_type: 'program',
        eventable_id: program.id,
      });
      const downloads = await gateway.v1.anonymous.get<V1List<Item>>(
        `/events?filter[eventable_type]=program&filter[eventable_id]=${program.id}&filter[type]=download`,
      );
      expect(downloads.body.data.map((event) => event.id)).toContain(created.body.data.id);
      expect(downloads.body.data.every((event) => event.type === 'download')).toBe(true);
      const withEvents = await gateway.v1.anonymous.get<V1One<Item>>(
        `/programs/${program.id}?with[]=events`,
      );
      expect((withEvents.body.data.events as Item[]).map((event) => event.id)).toContain(
        created.body.data.id,
      );
      const patched = await gateway.v1.editor.patch<V1One<Item>>(
        `/programs/${program.id}/relationships/events/${created.body.data.id}`,
        { title: "Factsheet (pdf, 2 pagina's)" },
      );
      expect(patched.body.data.title).toBe("Factsheet (pdf, 2 pagina's)");
      expect(
        (
          await gateway.v1.editor.post(
            `/programs/${program.id}/relationships/events/${created.body.data.id}`,
            { _method: 'DELETE' },
          )
        ).status,
      ).toBe(204);
    });

    it('hides draft evaluations, non-public documents and future posts from visitors', async () => {
      const db = gateway.server.database.db;
      const draft = await db
        .selectFrom('evaluations')
        .select('id')
        .where('status', '=', 'draft')
        .executeTakeFirstOrThrow();
      const created = await gateway.v1.editor.post<V1One<Item>>('/programs', {
        title: 'Programma Zichtbaarheid',
        evaluation_ids: [draft.id],
      });
      const id = created.body.data.id;
      const upload = new FormData();
      upload.append('file', new Blob(['Vertrouwelijk.\n'], { type: 'text/plain' }), 'intern.txt');
      upload.append('type', 'reports');
      upload.append('title', 'Intern rapport');
      upload.append('is_public', '0');
      expect(
        (await gateway.v1.editor.post(`/programs/${id}/relationships/documents`, upload)).status,
      ).toBe(201);
      expect(
        (
          await gateway.v1.editor.post(`/programs/${id}/relationships/posts`, {
            title: 'Later',
            publish_at: '2099-05-01T10:00:00Z',
          })
        ).status,
      ).toBe(201);
      const include = 'with[]=evaluations&with[]=documents&with[]=posts';
      const visible = (await gateway.v1.anonymous.get<V1One<Item>>(`/programs/${id}?${include}`))
        .body.data;
      expect(visible).toMatchObject({ evaluations: [], documents: [], posts: [] });
      const staff = (await gateway.v1.researcher.get<V1One<Item>>(`/programs/${id}?${include}`))
        .body.data;
      for (const name of ['evaluations', 'documents', 'posts'])
        expect((staff[name] as unknown[]).length).toBe(1);
      expect(
        (
          await gateway.v1.anonymous.get<{ data: unknown[] }>(
            `/programs/${id}/relationships/documents`,
          )
        ).body.data,
      ).toEqual([]);
      expect(
        (await gateway.v1.anonymous.get<{ data: unknown[] }>(`/programs/${id}/relationships/posts`))
          .body.data,
      ).toEqual([]);
    });

    it('lets an editor write programs and their content; researchers and visitors may not', async () => {
      const created = await gateway.v1.editor.post<V1One<Item>>('/programs', {
        title: 'Programma Test',
        url: 'programma.example.nl',
        about: '<p>Over</p>',
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      expect(created.body.data.url).toBe('https://programma.example.nl');
      expect(
        (
          await gateway.v1.editor.post<V1One<Item>>(`/programs/${id}`, {
            _method: 'PATCH',
            abbreviation: 'PT',
          })
        ).body.data.abbreviation,
      ).toBe('PT');
      expect(
        (await gateway.v1.editor.put<V1One<Item>>(`/programs/${id}`, { title: 'Programma Test 2' }))
          .body.data,
      ).toMatchObject({ title: 'Programma Test 2', about: null });
      const post = await gateway.v1.editor.post<V1One<Item>>(
        `/programs/${id}/relationships/posts`,
        {
          title: 'Start',
          content: '<p>Hallo</p>',
        },
      );
      const put = await gateway.v1.editor.post<V1One<Item>>(
        `/programs/${id}/relationships/posts/${post.body.data.id}`,
        { _method: 'PUT', title: 'Gestart', is_pinned: '1' },
      );
      expect(put.body.data).toMatchObject({
        title: 'Gestart',
        is_pinned: true,
        postable_type: 'program',
      });
      const settings = await gateway.v1.editor.patch<{ data: Record<string, unknown> }>(
        `/programs/${id}/relationships/settings`,
        { 'downloads.enabled': false },
      );
      expect(settings.body.data).toEqual({ 'downloads.enabled': false });
      expect((await gateway.v1.researcher.patch(`/programs/${id}`, { title: 'Nee' })).status).toBe(
        403,
      );
      expect(
        (
          await gateway.v1.researcher.post(`/programs/${id}/relationships/events`, {
            title: 'Nee',
            date: '2030-01-01',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await gateway.v1.anonymous.delete(
            `/programs/${id}/relationships/posts/${post.body.data.id}`,
          )
        ).status,
      ).toBe(401);
      const other = await gateway.v1.editor.post<V1One<Item>>('/programs', {
        title: 'Programma Weg',
      });
      expect(
        (await gateway.v1.editor.delete(`/programs?ids[]=${id}&ids[]=${other.body.data.id}`))
          .status,
      ).toBe(204);
      expect((await gateway.v1.anonymous.get(`/programs/${id}/relationships/posts`)).status).toBe(
        404,
      );
    });

    it('validates in Dutch and English', async () => {
      const nl = await gateway.v1.editor.post('/programs', {
        name: 'Programma',
        evaluation_ids: 'alle',
      });
      expect(nl.status).toBe(422);
      expect(nl.body).toMatchObject({ errors: { title: ['Verplicht'], name: ['Onbekend veld'] } });
      const en = await gateway.v1.editor.patch(
        `/programs/${program.id}`,
        { title: '' },
        { locale: 'en' },
      );
      expect(en.body).toEqual({
        message: 'The given data was invalid',
        errors: { title: ['Required'] },
      });
    });
  });
}
