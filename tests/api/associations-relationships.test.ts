// /v1/associations/{id}/relationships/{settings|events|posts} through real HTTP: reads follow the
// association (visitors: published posts only), writes admin and editor.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { associationId } from '../support/demo-content.ts';
import { useSeededGateway, type V1One } from '../support/seeded-gateway.ts';

type Item = Record<string, unknown> & { id: number };
type Many = { data: Item[] };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/associations relationships', target),
    () => {
      const gateway = useSeededGateway(target);
      let id: number;
      let base: string;

      beforeAll(async () => {
        id = await associationId(gateway.server.database.db, 'NVvH');
        base = `/associations/${id}/relationships`;
      });

      describe('settings', () => {
        it('reads as a key/value object and merges a PATCH; null removes a key', async () => {
          const read = await gateway.v1.anonymous.get<{ data: Record<string, unknown> }>(
            `${base}/settings`,
          );
          expect(read.status).toBe(200);
          expect(read.body.data['calendar.default_view']).toBe('dayGridMonth');
          const patched = await gateway.v1.editor.patch<{ data: Record<string, unknown> }>(
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
          const viaPost = await gateway.v1.editor.post<{ data: Record<string, unknown> }>(
            `${base}/settings`,
            {
              _method: 'PATCH',
              'calendar.default_view': 'dayGridMonth',
            },
          );
          expect(viaPost.body.data['calendar.default_view']).toBe('dayGridMonth');
          expect((await gateway.v1.researcher.patch(`${base}/settings`, { a: 1 })).status).toBe(
            403,
          );
          expect((await gateway.v1.anonymous.patch(`${base}/settings`, { a: 1 })).status).toBe(401);
          expect(
            (await gateway.v1.anonymous.get('/associations/987654/relationships/settings')).status,
          ).toBe(404);
        });
      });

      describe('events', () => {
        it('adds, lists, updates (PATCH, POST + _method) and deletes an event', async () => {
          const created = await gateway.v1.editor.post<V1One<Item>>(`${base}/events`, {
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
            (await gateway.v1.anonymous.get<Many>(`${base}/events`)).body.data.map(
              (item) => item.id,
            ),
          ).toContain(event.id);
          const patched = await gateway.v1.editor.patch<V1One<Item>>(`${base}/events/${event.id}`, {
            room: 'Zaal 4',
            recurring: 'monthly',
          });
          expect(patched.body.data).toMatchObject({ room: 'Zaal 4', recurring: 'monthly' });
          const viaPost = await gateway.v1.editor.post<V1One<Item>>(`${base}/events/${event.id}`, {
            _method: 'PUT',
            title: 'Regiodag',
            date: '2030-03-02',
          });
          expect(viaPost.body.data).toMatchObject({ title: 'Regiodag', date: '2030-03-02' });
          expect((await gateway.v1.editor.delete(`${base}/events/${event.id}`)).status).toBe(204);
          expect((await gateway.v1.anonymous.get(`${base}/events/${event.id}`)).status).toBe(404);
        });

        it('refuses an event without a moment, ending before it starts, or of another owner', async () => {
          const none = await gateway.v1.editor.post(`${base}/events`, { title: 'Ooit' });
          expect(none.body).toEqual({
            message: 'De gegevens zijn ongeldig',
            errors: {
              date: ['Vul een datum of een begintijd in'],
              starts_at: ['Vul een datum of een begintijd in'],
            },
          });
          const backwards = await gateway.v1.editor.post(
            `${base}/events`,
            { title: 'Terug', starts_at: '2030-01-02T10:00:00Z', ends_at: '2030-01-02T09:00:00Z' },
            { locale: 'en' },
          );
          expect(backwards.body).toEqual({
            message: 'The given data was invalid',
            errors: { ends_at: ['The end date must be on or after the start date'] },
          });
          const other = await gateway.v1.editor.post(`${base}/events`, {
            title: 'Elders',
            date: '2030-01-01',
            eventable_type: 'program',
          });
          expect(other.body).toMatchObject({ errors: { eventable_type: ['Ongeldige waarde'] } });
          const same = await gateway.v1.editor.post<V1One<Item>>(`${base}/events`, {
            title: 'Hier',
            date: '2030-01-01',
            eventable_type: 'association',
            eventable_id: id,
          });
          expect(same.status).toBe(201);
          const cleared = await gateway.v1.editor.patch(`${base}/events/${same.body.data.id}`, {
            date: null,
          });
          expect(cleared.status).toBe(422);
          expect(
            (
              await gateway.v1.researcher.post(`${base}/events`, {
                title: 'Nee',
                date: '2030-01-01',
              })
            ).status,
          ).toBe(403);
        });
      });

      describe('posts', () => {
        it('adds, updates and deletes posts; visitors see them once their publish time has come', async () => {
          const now = await gateway.v1.editor.post<V1One<Item>>(`${base}/posts`, {
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
          const future = await gateway.v1.editor.post<V1One<Item>>(`${base}/posts`, {
            title: 'Aankondiging',
            publish_at: '2099-01-01T09:00:00+01:00',
          });
          const draft = await gateway.v1.editor.post<V1One<Item>>(`${base}/posts`, {
            title: 'Concept',
            publish_at: null,
          });
          const seen = (await gateway.v1.anonymous.get<Many>(`${base}/posts`)).body.data.map(
            (item) => item.id,
          );
          expect(seen).toContain(now.body.data.id);
          expect(seen).not.toContain(future.body.data.id);
          expect(seen).not.toContain(draft.body.data.id);
          expect(seen[0]).toBe(now.body.data.id);
          expect(
            (await gateway.v1.anonymous.get(`${base}/posts/${future.body.data.id}`)).status,
          ).toBe(404);
          const withPosts = await gateway.v1.anonymous.get<V1One<Item>>(
            `/associations/${id}?with[]=posts`,
          );
          expect((withPosts.body.data.posts as Item[]).map((item) => item.id)).not.toContain(
            future.body.data.id,
          );
          const staff = (await gateway.v1.researcher.get<Many>(`${base}/posts`)).body.data.map(
            (item) => item.id,
          );
          expect(staff).toEqual(expect.arrayContaining([future.body.data.id, draft.body.data.id]));

          const published = await gateway.v1.editor.post<V1One<Item>>(
            `${base}/posts/${future.body.data.id}`,
            {
              _method: 'PATCH',
              publish_at: '2020-01-01T00:00:00Z',
            },
          );
          expect(published.body.data.publish_at).toBe('2020-01-01T00:00:00.000Z');
          expect(
            (await gateway.v1.anonymous.get(`${base}/posts/${future.body.data.id}`)).status,
          ).toBe(200);
          const moved = await gateway.v1.editor.patch(`${base}/posts/${now.body.data.id}`, {
            postable_id: id + 1,
          });
          expect(moved.body).toMatchObject({ errors: { postable_id: ['Ongeldige waarde'] } });
          expect(
            (await gateway.v1.editor.delete(`${base}/posts/${draft.body.data.id}`)).status,
          ).toBe(204);
          expect(
            (
              await gateway.v1.editor.post(`${base}/posts/${now.body.data.id}`, {
                _method: 'DELETE',
              })
            ).status,
          ).toBe(204);
          expect((await gateway.v1.researcher.post(`${base}/posts`, { title: 'Nee' })).status).toBe(
            403,
          );
          expect((await gateway.v1.anonymous.post(`${base}/posts`, { title: 'Nee' })).status).toBe(
            401,
          );
        });
      });
    },
  );
}
