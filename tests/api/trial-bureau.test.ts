// /v1/trial-bureau through real HTTP: a `name` instead of a title, admin-only writes (editors may not
// write the trial bureau), and its settings and documents relationships (no events or posts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/db/testing/test-database.ts';
import { type ApiServer, apiClient, loginAs, startApiServer } from '../helpers/api-server.ts';

type Item = Record<string, unknown> & { id: number };
type List = { data: Item[]; total: number };
type One = { data: Item };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/trial-bureau', target),
    () => {
      let server: ApiServer;
      let visitor: ReturnType<typeof apiClient>;
      let editor: ReturnType<typeof apiClient>;
      let admin: ReturnType<typeof apiClient>;
      let researcher: ReturnType<typeof apiClient>;
      let bureau: Item;

      beforeAll(async () => {
        server = await startApiServer(target, { seed: true });
        visitor = apiClient(server.baseUrl);
        editor = apiClient(server.baseUrl, { token: await loginAs(server.baseUrl, 'editor') });
        admin = apiClient(server.baseUrl, { token: await loginAs(server.baseUrl, 'admin') });
        researcher = apiClient(server.baseUrl, {
          token: await loginAs(server.baseUrl, 'researcher'),
        });
        const list = await visitor.get<List>('/trial-bureau');
        bureau = list.body.data[0] as Item;
      });
      afterAll(() => server?.close());

      it('shows visitors the trial bureau with its name, public documents and settings', async () => {
        const list = await visitor.get<List>('/trial-bureau?sort=name');
        expect(list.body.total).toBe(1);
        expect(bureau).toHaveProperty('name');
        expect(bureau).not.toHaveProperty('title');
        const one = await visitor.get<One>(
          `/trial-bureau/${bureau.id}?with[]=logo&with[]=banner&with[]=documents&with[]=settings&with[]=specializations&with[]=evaluations`,
        );
        expect(one.status).toBe(200);
        const documents = one.body.data.documents as { is_public: boolean }[];
        expect(documents.length).toBe(3);
        expect(documents.every((document) => document.is_public)).toBe(true);
        const staff = await researcher.get<{ data: Item[] }>(
          `/trial-bureau/${bureau.id}/relationships/documents`,
        );
        expect(staff.body.data.length).toBe(4);
        const settings = await visitor.get<{ data: Record<string, unknown> }>(
          `/trial-bureau/${bureau.id}/relationships/settings`,
        );
        expect(settings.body.data['contact.phone']).toBe('030-2823400');
      });

      it('has no events or posts', async () => {
        const response = await visitor.get(
          `/trial-bureau/${bureau.id}?with[]=events&with[]=posts`,
          { locale: 'en' },
        );
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({
          errors: { 'with.events': ['Unknown relation'], 'with.posts': ['Unknown relation'] },
        });
        expect((await visitor.get(`/trial-bureau/${bureau.id}/relationships/events`)).status).toBe(
          404,
        );
        expect(
          (await admin.post(`/trial-bureau/${bureau.id}/relationships/posts`, { title: 'x' }))
            .status,
        ).toBe(404);
      });

      it('lets the admin write it, and no one else', async () => {
        expect(
          (await editor.patch(`/trial-bureau/${bureau.id}`, { name: 'Ander trialbureau' })).status,
        ).toBe(403);
        expect(
          (await editor.post(`/trial-bureau/${bureau.id}`, { _method: 'PATCH', name: 'Ander' }))
            .status,
        ).toBe(403);
        expect((await editor.post('/trial-bureau', { name: 'Tweede trialbureau' })).status).toBe(
          403,
        );
        expect(
          (await editor.patch(`/trial-bureau/${bureau.id}/relationships/settings`, { a: 1 }))
            .status,
        ).toBe(403);
        expect(
          (
            await editor.post(`/trial-bureau/${bureau.id}/relationships/documents`, {
              type: 'general',
              title: 'x',
            })
          ).status,
        ).toBe(403);
        expect((await researcher.delete(`/trial-bureau/${bureau.id}`)).status).toBe(403);
        expect((await visitor.patch(`/trial-bureau/${bureau.id}`, { name: 'x' })).status).toBe(401);

        const patched = await admin.patch<One>(`/trial-bureau/${bureau.id}`, {
          contact: '<p>Bel <a href="tel:0302823400">ons</a></p>',
          url: 'trialbureau.example.nl',
        });
        expect(patched.status).toBe(200);
        expect(patched.body.data).toMatchObject({
          name: bureau.name,
          contact: '<p>Bel ons</p>',
          url: 'https://trialbureau.example.nl',
        });
        const created = await admin.post<One>('/trial-bureau', {
          name: 'Trialbureau Noord',
          abbreviation: 'TBN',
        });
        expect(created.status).toBe(201);
        const id = created.body.data.id;
        expect(
          (await admin.put<One>(`/trial-bureau/${id}`, { name: 'Trialbureau Noord-Nederland' }))
            .body.data,
        ).toMatchObject({ name: 'Trialbureau Noord-Nederland', abbreviation: null });
        const second = await admin.post<One>('/trial-bureau', { name: 'Trialbureau Zuid' });
        expect(
          (await admin.delete(`/trial-bureau?ids[]=${id}&ids[]=${second.body.data.id}`)).status,
        ).toBe(204);
        expect((await visitor.get<List>('/trial-bureau')).body.total).toBe(1);
      });

      it('validates the name in Dutch and English', async () => {
        const nl = await admin.post('/trial-bureau', { title: 'Trialbureau' });
        expect(nl.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { name: ['Verplicht'], title: ['Onbekend veld'] },
        });
        const en = await admin.patch(`/trial-bureau/${bureau.id}`, { name: '' }, { locale: 'en' });
        expect(en.body).toEqual({
          message: 'The given data was invalid',
          errors: { name: ['Required'] },
        });
      });

      it('manages documents: multipart add, JSON update, POST + _method, delete', async () => {
        const base = `/trial-bureau/${bureau.id}/relationships/documents`;
        const body = new FormData();
        body.append('type', 'templates');
        body.append('title', 'Sjabloon monitorplan');
        body.append('is_public', 'true');
        body.append(
          'file',
          new Blob(['Monitorplan.\n'], { type: 'text/plain' }),
          'monitorplan.txt',
        );
        const created = await admin.post<One>(base, body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect(created.body.data).toMatchObject({
          type: 'templates',
          is_public: true,
          file: { name: 'monitorplan.txt' },
        });
        const documentId = created.body.data.id;
        expect(
          (await admin.patch<One>(`${base}/${documentId}`, { is_public: false })).body.data
            .is_public,
        ).toBe(false);
        expect((await visitor.get(`${base}/${documentId}`)).status).toBe(404);
        const viaPost = await admin.post<One>(`${base}/${documentId}`, {
          _method: 'PATCH',
          title: 'Sjabloon monitorplan v2',
        });
        expect(viaPost.body.data.title).toBe('Sjabloon monitorplan v2');
        const wrong = await admin.post(`${base}/${documentId}`, { _method: 'GET' });
        expect(wrong.body).toMatchObject({
          errors: { _method: ['Kies een van: PATCH, PUT, DELETE'] },
        });
        expect((await admin.delete(`${base}/${documentId}`)).status).toBe(204);
      });
    },
  );
}
