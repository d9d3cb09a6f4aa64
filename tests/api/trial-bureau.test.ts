// /v1/trial-bureau through real HTTP: a `name` instead of a title, admin-only writes (editors may not
// write the trial bureau), and its settings and documents relationships (no events or posts).
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useSeededGateway, type V1List, type V1One } from '../support/seeded-gateway.ts';

type Item = Record<string, unknown> & { id: number };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/trial-bureau', target),
    () => {
      const gateway = useSeededGateway(target);
      let bureau: Item;

      beforeAll(async () => {
        const list = await gateway.v1.anonymous.get<V1List<Item>>('/trial-bureau');
        bureau = list.body.data[0] as Item;
      });

      it('shows visitors the trial bureau with its name, public documents and settings', async () => {
        const list = await gateway.v1.anonymous.get<V1List<Item>>('/trial-bureau?sort=name');
        expect(list.body.total).toBe(1);
        expect(bureau).toHaveProperty('name');
        expect(bureau).not.toHaveProperty('title');
        const one = await gateway.v1.anonymous.get<V1One<Item>>(
          `/trial-bureau/${bureau.id}?with[]=logo&with[]=banner&with[]=documents&with[]=settings&with[]=specializations&with[]=evaluations`,
        );
        expect(one.status).toBe(200);
        const documents = one.body.data.documents as { is_public: boolean }[];
        expect(documents.length).toBe(3);
        expect(documents.every((document) => document.is_public)).toBe(true);
        const staff = await gateway.v1.researcher.get<{ data: Item[] }>(
          `/trial-bureau/${bureau.id}/relationships/documents`,
        );
        expect(staff.body.data.length).toBe(4);
        const settings = await gateway.v1.anonymous.get<{ data: Record<string, unknown> }>(
          `/trial-bureau/${bureau.id}/relationships/settings`,
        );
        expect(settings.body.data['contact.phone']).toBe('030-2823400');
      });

      it('has no events or posts', async () => {
        const response = await gateway.v1.anonymous.get(
          `/trial-bureau/${bureau.id}?with[]=events&with[]=posts`,
          { locale: 'en' },
        );
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({
          errors: { 'with.events': ['Unknown relation'], 'with.posts': ['Unknown relation'] },
        });
        expect(
          (await gateway.v1.anonymous.get(`/trial-bureau/${bureau.id}/relationships/events`))
            .status,
        ).toBe(404);
        expect(
          (
            await gateway.v1.admin.post(`/trial-bureau/${bureau.id}/relationships/posts`, {
              title: 'x',
            })
          ).status,
        ).toBe(404);
      });

      it('lets the admin write it, and no one else', async () => {
        expect(
          (
            await gateway.v1.editor.patch(`/trial-bureau/${bureau.id}`, {
              name: 'Ander trialbureau',
            })
          ).status,
        ).toBe(403);
        expect(
          (
            await gateway.v1.editor.post(`/trial-bureau/${bureau.id}`, {
              _method: 'PATCH',
              name: 'Ander',
            })
          ).status,
        ).toBe(403);
        expect(
          (await gateway.v1.editor.post('/trial-bureau', { name: 'Tweede trialbureau' })).status,
        ).toBe(403);
        expect(
          (
            await gateway.v1.editor.patch(`/trial-bureau/${bureau.id}/relationships/settings`, {
              a: 1,
            })
          ).status,
        ).toBe(403);
        expect(
          (
            await gateway.v1.editor.post(`/trial-bureau/${bureau.id}/relationships/documents`, {
              type: 'general',
              title: 'x',
            })
          ).status,
        ).toBe(403);
        expect((await gateway.v1.researcher.delete(`/trial-bureau/${bureau.id}`)).status).toBe(403);
        expect(
          (await gateway.v1.anonymous.patch(`/trial-bureau/${bureau.id}`, { name: 'x' })).status,
        ).toBe(401);

        const patched = await gateway.v1.admin.patch<V1One<Item>>(`/trial-bureau/${bureau.id}`, {
          contact: '<p>Bel <a href="tel:0302823400">ons</a></p>',
          url: 'trialbureau.example.nl',
        });
        expect(patched.status).toBe(200);
        expect(patched.body.data).toMatchObject({
          name: bureau.name,
          contact: '<p>Bel ons</p>',
          url: 'https://trialbureau.example.nl',
        });
        const created = await gateway.v1.admin.post<V1One<Item>>('/trial-bureau', {
          name: 'Trialbureau Noord',
          abbreviation: 'TBN',
        });
        expect(created.status).toBe(201);
        const id = created.body.data.id;
        expect(
          (
            await gateway.v1.admin.put<V1One<Item>>(`/trial-bureau/${id}`, {
              name: 'Trialbureau Noord-Nederland',
            })
          ).body.data,
        ).toMatchObject({ name: 'Trialbureau Noord-Nederland', abbreviation: null });
        const second = await gateway.v1.admin.post<V1One<Item>>('/trial-bureau', {
          name: 'Trialbureau Zuid',
        });
        expect(
          (await gateway.v1.admin.delete(`/trial-bureau?ids[]=${id}&ids[]=${second.body.data.id}`))
            .status,
        ).toBe(204);
        expect((await gateway.v1.anonymous.get<V1List<Item>>('/trial-bureau')).body.total).toBe(1);
      });

      it('validates the name in Dutch and English', async () => {
        const nl = await gateway.v1.admin.post('/trial-bureau', { title: 'Trialbureau' });
        expect(nl.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { name: ['Verplicht'], title: ['Onbekend veld'] },
        });
        const en = await gateway.v1.admin.patch(
          `/trial-bureau/${bureau.id}`,
          { name: '' },
          { locale: 'en' },
        );
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
        const created = await gateway.v1.admin.post<V1One<Item>>(base, body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect(created.body.data).toMatchObject({
          type: 'templates',
          is_public: true,
          file: { name: 'monitorplan.txt' },
        });
        const documentId = created.body.data.id;
        expect(
          (await gateway.v1.admin.patch<V1One<Item>>(`${base}/${documentId}`, { is_public: false }))
            .body.data.is_public,
        ).toBe(false);
        expect((await gateway.v1.anonymous.get(`${base}/${documentId}`)).status).toBe(404);
        const viaPost = await gateway.v1.admin.post<V1One<Item>>(`${base}/${documentId}`, {
          _method: 'PATCH',
          title: 'Sjabloon monitorplan v2',
        });
        expect(viaPost.body.data.title).toBe('Sjabloon monitorplan v2');
        const wrong = await gateway.v1.admin.post(`${base}/${documentId}`, { _method: 'GET' });
        expect(wrong.body).toMatchObject({
          errors: { _method: ['Kies een van: PATCH, PUT, DELETE'] },
        });
        expect((await gateway.v1.admin.delete(`${base}/${documentId}`)).status).toBe(204);
      });
    },
  );
}
