// Writing /v1/associations through real HTTP: create, PATCH, PUT, POST + _method, delete and bulk
// delete by an editor; validation messages in Dutch and English; researchers and visitors refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { evaluationIds } from '../support/demo-content.ts';
import { useSeededGateway, type V1List, type V1One } from '../support/seeded-gateway.ts';

type Association = Record<string, unknown> & { id: number; title: string };

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#46944a"/></svg>';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/associations writes', target),
    () => {
      const gateway = useSeededGateway(target);
      let published: number[];

      const upload = async (content: string, name: string) => {
        const body = new FormData();
        body.append('file', new Blob([content], { type: 'application/octet-stream' }), name);
        const response = await gateway.v1.editor.post<V1One<{ id: number }>>('/files', body);
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        return response.body.data.id;
      };

      beforeAll(async () => {
        published = (await evaluationIds(gateway.server.database.db, 'published')).slice(0, 2);
      });

      describe('writing', () => {
        it('lets an editor create with joins, a normalised url, sanitized rich text and a logo', async () => {
          const logoId = await upload(LOGO, 'logo.svg');
          const specialization = await gateway.server.database.db
            .selectFrom('specializations')
            .select('id')
            .orderBy('id')
            .executeTakeFirstOrThrow();
          const created = await gateway.v1.editor.post<V1One<Association>>('/associations', {
            title: 'Nederlandse Vereniging voor Testgeneeskunde',
            abbreviation: 'NVTG',
            url: 'www.nvtg.nl',
            description: '<p>Vereniging<script>alert(1)</script></p>',
            contact: '<p onclick="x()">Secretariaat</p>',
            about: '<h2>Over ons</h2><a href="javascript:alert(1)">klik</a>',
            logo_id: logoId,
            specialization_ids: [specialization.id],
            evaluation_ids: published,
          });
          expect(created.status).toBe(201);
          const data = created.body.data;
          expect(data).toMatchObject({
            title: 'Nederlandse Vereniging voor Testgeneeskunde',
            abbreviation: 'NVTG',
            url: 'https://www.nvtg.nl',
            logo_id: logoId,
            banner_id: null,
          });
          expect(data.description).toBe('<p>Vereniging</p>');
          expect(data.contact).toBe('<p>Secretariaat</p>');
          expect(data.about).toBe('<h2>Over ons</h2>klik');
          const read = await gateway.v1.anonymous.get<V1One<Association>>(
            `/associations/${data.id}?with[]=logo&with[]=specializations&with[]=evaluations`,
          );
          expect(read.body.data.logo).toMatchObject({ id: logoId });
          expect((read.body.data.specializations as { id: number }[]).map((s) => s.id)).toEqual([
            specialization.id,
          ]);
          expect((read.body.data.evaluations as unknown[]).length).toBe(published.length);
        });

        it('updates with PATCH, PUT and POST + _method, and clears joins with an empty list', async () => {
          const created = await gateway.v1.editor.post<V1One<Association>>('/associations', {
            title: 'Vereniging A',
            abbreviation: 'VA',
            evaluation_ids: published,
          });
          const id = created.body.data.id;
          const patched = await gateway.v1.editor.patch<V1One<Association>>(`/associations/${id}`, {
            abbreviation: '',
            url: 'http://va.example.nl/over',
          });
          expect(patched.status).toBe(200);
          expect(patched.body.data).toMatchObject({
            title: 'Vereniging A',
            abbreviation: null,
            url: 'http://va.example.nl/over',
          });
          const viaPost = await gateway.v1.editor.post<V1One<Association>>(`/associations/${id}`, {
            _method: 'PATCH',
            title: 'Vereniging B',
            evaluation_ids: [],
          });
          expect(viaPost.body.data.title).toBe('Vereniging B');
          expect(
            (
              await gateway.v1.editor.get<V1One<Association>>(
                `/associations/${id}?with[]=evaluations`,
              )
            ).body.data.evaluations,
          ).toEqual([]);
          const put = await gateway.v1.editor.put<V1One<Association>>(`/associations/${id}`, {
            title: 'Vereniging C',
          });
          expect(put.body.data).toMatchObject({ title: 'Vereniging C', url: null });
          const putViaPost = await gateway.v1.editor.post<V1One<Association>>(
            `/associations/${id}`,
            {
              _method: 'PUT',
              title: 'Vereniging D',
              abbreviation: 'VD',
            },
          );
          expect(putViaPost.body.data).toMatchObject({ title: 'Vereniging D', abbreviation: 'VD' });
          expect(
            (await gateway.v1.editor.put(`/associations/${id}`, { abbreviation: 'X' })).status,
          ).toBe(422);
        });

        it('deletes one, several, and one by POST + _method DELETE, with its content', async () => {
          const make = async (title: string) =>
            (await gateway.v1.editor.post<V1One<Association>>('/associations', { title })).body.data
              .id;
          const [a, b, c, d] = [
            await make('Weg 1'),
            await make('Weg 2'),
            await make('Weg 3'),
            await make('Weg 4'),
          ];
          await gateway.v1.editor.post(`/associations/${a}/relationships/events`, {
            title: 'Bijeenkomst',
            date: '2030-01-01',
          });
          expect((await gateway.v1.editor.delete(`/associations/${a}`)).status).toBe(204);
          expect((await gateway.v1.anonymous.get(`/associations/${a}`)).status).toBe(404);
          const events = await gateway.server.database.db
            .selectFrom('events')
            .select('id')
            .where('association_id', '=', a)
            .execute();
          expect(events).toEqual([]);
          expect(
            (await gateway.v1.editor.delete(`/associations?ids[]=${b}&ids[]=${c}`)).status,
          ).toBe(204);
          expect(
            (
              await gateway.v1.anonymous.get<V1List<Association>>(
                `/associations?filter[ids]=${b},${c}`,
              )
            ).body.total,
          ).toBe(0);
          expect(
            (await gateway.v1.editor.post(`/associations/${d}`, { _method: 'DELETE' })).status,
          ).toBe(204);
          expect((await gateway.v1.editor.delete('/associations/987654')).status).toBe(404);
        });

        it('answers validation errors per field in Dutch and English', async () => {
          const body = {
            title: ' ',
            url: 'geen url',
            abbreviation: 'X'.repeat(31),
            colour: 'groen',
          };
          const nl = await gateway.v1.editor.post('/associations', body);
          expect(nl.status).toBe(422);
          expect(nl.body).toEqual({
            message: 'De gegevens zijn ongeldig',
            errors: {
              title: ['Verplicht'],
              url: ['Ongeldige url'],
              abbreviation: ['Maximaal 30 tekens'],
              colour: ['Onbekend veld'],
            },
          });
          const en = await gateway.v1.editor.post('/associations', body, { locale: 'en' });
          expect(en.body).toEqual({
            message: 'The given data was invalid',
            errors: {
              title: ['Required'],
              url: ['Invalid url'],
              abbreviation: ['At most 30 characters'],
              colour: ['Unknown field'],
            },
          });
          const missing = await gateway.v1.editor.post(
            '/associations',
            { title: 'Vereniging E', specialization_ids: [987654] },
            { locale: 'en' },
          );
          expect(missing.body).toEqual({
            message: 'The given data was invalid',
            errors: { specialization_ids: ['Does not exist'] },
          });
          const textId = await upload('Geen afbeelding maar tekst.\n', 'tekst.txt');
          const notImage = await gateway.v1.editor.post('/associations', {
            title: 'Vereniging F',
            logo_id: textId,
          });
          expect(notImage.body).toEqual({
            message: 'De gegevens zijn ongeldig',
            errors: { logo_id: ['Ongeldige waarde'] },
          });
          const draftMissing = await gateway.v1.editor.post('/associations', {
            title: 'Vereniging G',
            evaluation_ids: [987654],
          });
          expect(draftMissing.body).toMatchObject({ errors: { evaluation_ids: ['Bestaat niet'] } });
        });

        it('keeps researchers and visitors from writing', async () => {
          const id = (await gateway.v1.anonymous.get<V1List<Association>>('/associations?limit=1'))
            .body.data[0]?.id;
          expect((await gateway.v1.researcher.post('/associations', { title: 'Nee' })).status).toBe(
            403,
          );
          expect(
            (await gateway.v1.researcher.patch(`/associations/${id}`, { title: 'Nee' })).status,
          ).toBe(403);
          expect(
            (
              await gateway.v1.researcher.post(`/associations/${id}`, {
                _method: 'PATCH',
                title: 'Nee',
              })
            ).status,
          ).toBe(403);
          expect((await gateway.v1.researcher.delete(`/associations/${id}`)).status).toBe(403);
          expect((await gateway.v1.anonymous.post('/associations', { title: 'Nee' })).status).toBe(
            401,
          );
          expect((await gateway.v1.anonymous.delete(`/associations?ids[]=${id}`)).status).toBe(401);
        });
      });
    },
  );
}
