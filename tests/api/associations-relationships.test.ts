// /v1/associations/{id}/relationships/{settings|events|posts} through real HTTP: reads follow the
// association (visitors: published posts only), writes admin and editor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/db/testing/test-database.ts';
import { type ApiServer, apiClient, loginAs, startApiServer } from '../helpers/api-server.ts';

type Item = Record<string, unknown> & { id: number };
type Many = { data: Item[] };
type One = { data: Item };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/associations relationships', target),
    () => {
      let server: ApiServer;
      let visitor: ReturnType<typeof apiClient>;
      let editor: ReturnType<typeof apiClient>;
      let researcher: ReturnType<typeof apiClient>;
      let id: number;
      let base: string;

      beforeAll(async () => {
        server = await startApiServer(target, { seed: true });
        visitor = apiClient(server.baseUrl);
        editor = apiClient(server.baseUrl, { token: await loginAs(server.baseUrl, 'editor') });
        researcher = apiClient(server.baseUrl, {
          token: await loginAs(server.baseUrl, 'researcher'),
        });
        id = (
          await server.database.db
            .selectFrom('associations')
            .select('id')
            .where('abbreviation', '=', 'NVvH')
            .executeTakeFirstOrThrow()
        ).id;
        base = `/associations/${id}/relationships`;
      });
      afterAll(() => server?.close());

      describe('settings', () => {
        it('reads as a key/value object and merges a PATCH; null removes a key', async () => {
          const read = await visitor.get<{ data: Record<string, unknown> }>(`${base}/settings`);
          expect(read.status).toBe(200);
          expect(read.body.data['calendar.default_view']).toBe('dayGridMonth');
          const patched = await editor.patch<{ data: Record<string, unknown> }>(
            `${base}/settings`,
            {
              'calendar.default_view': 'listMonth',
              'newsletter.enabled': null,
              'theme.colors': { primary: '#46944a' },
            },
          );
          expect(patched.status).toBe(200);
          expect(patched.body.data).toMatchObject({
            'calendar.default_view': 'listMonth',
            'theme.colors': { primary: '#46944a' },
          });
          expect(patched.body.data).not.toHaveProperty('newsletter.enabled');
          const viaPost = await editor.post<{ data: Record<string, unknown> }>(`${base}/settings`, {
            _method: 'PATCH',
            'calendar.default_view': 'dayGridMonth',
          });
          expect(viaPost.body.data['calendar.default_view']).toBe('dayGridMonth');
          expect((await researcher.patch(`${base}/settings`, { a: 1 })).status).toBe(403);
          expect((await visitor.patch(`${base}/settings`, { a: 1 })).status).toBe(401);
          expect((await visitor.get('/associations/987654/relationships/settings')).status).toBe(
            404,
          );
        });
      });

      describe('events', () => {
        it('adds, lists, updates (PATCH, POST + _method) and deletes an event', async () => {
          const created = await editor.post<One>(`${base}/events`, {
            title: 'Regiobijeenkomst',
            content: '<p>Met <strong>lunch</strong><img src=x onerror=alert(1)></p>',
            starts_at: '2030-03-02T09:00:00+01:00',
            ends_at: '2030-03-02T12:30:00+01:00',
            room: 'Zaal 3',
            type: 'meeting',
            url: 'nvvh.nl/regio',
          });
          expect(created.status, JSON.stringify(created.body)).toBe(201);
          const event = created.body.data;
          expect(event).toMatchObject({
            eventable_type: 'association',
            eventable_id: id,
            starts_at: '2030-03-02T08:00:00.000Z',
            ends_at: '2030-03-02T11:30:00.000Z',
            content: '<p>Met <strong>lunch</strong></p>',
            url: 'https://nvvh.nl/regio',
            recurring: 'none',
          });
          expect(
            (await visitor.get<Many>(`${base}/events`)).body.data.map((item) => item.id),
          ).toContain(event.id);
          const patched = await editor.patch<One>(`${base}/events/${event.id}`, {
            room: 'Zaal 4',
            recurring: 'monthly',
          });
          expect(patched.body.data).toMatchObject({ room: 'Zaal 4', recurring: 'monthly' });
          const viaPost = await editor.post<One>(`${base}/events/${event.id}`, {
            _method: 'PUT',
            title: 'Regiodag',
            date: '2030-03-02',
          });
          expect(viaPost.body.data).toMatchObject({ title: 'Regiodag', date: '2030-03-02' });
          expect((await editor.delete(`${base}/events/${event.id}`)).status).toBe(204);
          expect((await visitor.get(`${base}/events/${event.id}`)).status).toBe(404);
        });

        it('refuses an event without a moment, ending before it starts, or of another owner', async () => {
          const none = await editor.post(`${base}/events`, { title: 'Ooit' });
          expect(none.body).toEqual({
            message: 'De gegevens zijn ongeldig',
            errors: {
              date: ['Vul een datum of een begintijd in'],
              starts_at: ['Vul een datum of een begintijd in'],
            },
          });
          const backwards = await editor.post(
            `${base}/events`,
            { title: 'Terug', starts_at: '2030-01-02T10:00:00Z', ends_at: '2030-01-02T09:00:00Z' },
            { locale: 'en' },
          );
          expect(backwards.body).toEqual({
            message: 'The given data was invalid',
            errors: { ends_at: ['The end date must be on or after the start date'] },
          });
          const other = await editor.post(`${base}/events`, {
            title: 'Elders',
            date: '2030-01-01',
            eventable_type: 'program',
          });
          expect(other.body).toMatchObject({ errors: { eventable_type: ['Ongeldige waarde'] } });
          const same = await editor.post<One>(`${base}/events`, {
            title: 'Hier',
            date: '2030-01-01',
            eventable_type: 'association',
            eventable_id: id,
          });
          expect(same.status).toBe(201);
          const cleared = await editor.patch(`${base}/events/${same.body.data.id}`, { date: null });
          expect(cleared.status).toBe(422);
          expect(
            (await researcher.post(`${base}/events`, { title: 'Nee', date: '2030-01-01' })).status,
          ).toBe(403);
        });
      });

      describe('posts', () => {
        it('adds, updates and deletes posts; visitors see them once their publish time has come', async () => {
          const now = await editor.post<One>(`${base}/posts`, {
            title: 'Nieuw bestuur',
            content: '<p>Welkom</p>',
            is_pinned: true,
          });
          expect(now.status, JSON.stringify(now.body)).toBe(201);
          expect(now.body.data).toMatchObject({
            postable_type: 'association',
            postable_id: id,
            is_pinned: true,
            image: null,
          });
          expect(new Date(now.body.data.publish_at as string).getTime()).toBeLessThanOrEqual(
            Date.now(),
          );
          const future = await editor.post<One>(`${base}/posts`, {
            title: 'Aankondiging',
            publish_at: '2099-01-01T09:00:00+01:00',
          });
          const draft = await editor.post<One>(`${base}/posts`, {
            title: 'Concept',
            publish_at: null,
          });
          const seen = (await visitor.get<Many>(`${base}/posts`)).body.data.map((item) => item.id);
          expect(seen).toContain(now.body.data.id);
          expect(seen).not.toContain(future.body.data.id);
          expect(seen).not.toContain(draft.body.data.id);
          expect(seen[0]).toBe(now.body.data.id);
          expect((await visitor.get(`${base}/posts/${future.body.data.id}`)).status).toBe(404);
          const withPosts = await visitor.get<One>(`/associations/${id}?with[]=posts`);
          expect((withPosts.body.data.posts as Item[]).map((item) => item.id)).not.toContain(
            future.body.data.id,
          );
          const staff = (await researcher.get<Many>(`${base}/posts`)).body.data.map(
            (item) => item.id,
          );
          expect(staff).toEqual(expect.arrayContaining([future.body.data.id, draft.body.data.id]));

          const published = await editor.post<One>(`${base}/posts/${future.body.data.id}`, {
            _method: 'PATCH',
            publish_at: '2020-01-01T00:00:00Z',
          });
          expect(published.body.data.publish_at).toBe('2020-01-01T00:00:00.000Z');
          expect((await visitor.get(`${base}/posts/${future.body.data.id}`)).status).toBe(200);
          const moved = await editor.patch(`${base}/posts/${now.body.data.id}`, {
            postable_id: id + 1,
          });
          expect(moved.body).toMatchObject({ errors: { postable_id: ['Ongeldige waarde'] } });
          expect((await editor.delete(`${base}/posts/${draft.body.data.id}`)).status).toBe(204);
          expect(
            (await editor.post(`${base}/posts/${now.body.data.id}`, { _method: 'DELETE' })).status,
          ).toBe(204);
          expect((await researcher.post(`${base}/posts`, { title: 'Nee' })).status).toBe(403);
          expect((await visitor.post(`${base}/posts`, { title: 'Nee' })).status).toBe(401);
        });
      });
    },
  );
}
