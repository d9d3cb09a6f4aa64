// /v1/associations/{id}/relationships/documents through real HTTP: multipart uploads or an earlier
// upload's file_id, visitors see public documents only, refused uploads leave no file behind.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { associationId, fileCount } from '../support/demo-content.ts';
import { useSeededGateway, type V1One } from '../support/seeded-gateway.ts';

type Item = Record<string, unknown> & { id: number };
type Many = { data: Item[] };

/** A multipart body as the web client sends it: the file plus text fields (booleans as 1/0). */
function form(fields: Record<string, string>, file?: { content: string; name: string }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file)
    body.append('file', new Blob([file.content], { type: 'application/octet-stream' }), file.name);
  return body;
}

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/associations documents', target),
    () => {
      const gateway = useSeededGateway(target);
      let id: number;
      let base: string;

      beforeAll(async () => {
        id = await associationId(gateway.server.database.db, 'NVvH');
        base = `/associations/${id}/relationships`;
      });

      describe('documents', () => {
        it('adds a document from a multipart upload, public to visitors with its file', async () => {
          const response = await gateway.v1.editor.post<V1One<Item>>(
            `${base}/documents`,
            form(
              { type: 'posters', title: 'Poster jaarcongres', is_public: '1' },
              { content: 'Poster van het jaarcongres.\n', name: 'poster.txt' },
            ),
          );
          expect(response.status, JSON.stringify(response.body)).toBe(201);
          const document = response.body.data;
          expect(document).toMatchObject({
            type: 'posters',
            title: 'Poster jaarcongres',
            is_public: true,
            file: { mime_type: 'text/plain', name: 'poster.txt' },
          });
          const file = document.file as { url: string };
          expect((await fetch(`${gateway.server.baseUrl}${file.url}`)).status).toBe(200);
          expect(
            (await gateway.v1.anonymous.get<V1One<Item>>(`${base}/documents/${document.id}`)).body
              .data.id,
          ).toBe(document.id);
        });

        it('adds a document naming an earlier upload (JSON file_id), hidden from visitors when not public', async () => {
          const upload = await gateway.v1.editor.post<V1One<Item>>(
            '/files',
            form({}, { content: 'Interne notulen.\n', name: 'notulen.txt' }),
          );
          const created = await gateway.v1.editor.post<V1One<Item>>(`${base}/documents`, {
            type: 'organization',
            title: 'Notulen bestuur',
            file_id: upload.body.data.id,
          });
          expect(created.status).toBe(201);
          expect(created.body.data).toMatchObject({
            is_public: false,
            file_id: upload.body.data.id,
          });
          const documentId = created.body.data.id;
          const visible = (await gateway.v1.anonymous.get<Many>(`${base}/documents`)).body.data.map(
            (item) => item.id,
          );
          expect(visible).not.toContain(documentId);
          expect((await gateway.v1.anonymous.get(`${base}/documents/${documentId}`)).status).toBe(
            404,
          );
          const withDocuments = await gateway.v1.anonymous.get<V1One<Item>>(
            `/associations/${id}?with[]=documents`,
          );
          expect(
            (withDocuments.body.data.documents as Item[]).map((item) => item.id),
          ).not.toContain(documentId);
          expect(
            (await gateway.v1.researcher.get<Many>(`${base}/documents`)).body.data.map(
              (item) => item.id,
            ),
          ).toContain(documentId);
          expect(
            (await fetch(`${gateway.server.baseUrl}/v1/files/${upload.body.data.id}`)).status,
          ).toBe(401);
        });

        it('updates with PATCH, replaces the file by POST + _method, and deletes', async () => {
          const created = await gateway.v1.editor.post<V1One<Item>>(
            `${base}/documents`,
            form({ type: 'sops', title: 'SOP' }, { content: 'Versie 1.\n', name: 'sop.txt' }),
          );
          const documentId = created.body.data.id;
          const patched = await gateway.v1.editor.patch<V1One<Item>>(
            `${base}/documents/${documentId}`,
            {
              title: 'SOP monitoring',
              is_public: true,
            },
          );
          expect(patched.body.data).toMatchObject({
            title: 'SOP monitoring',
            is_public: true,
            file_id: created.body.data.file_id,
          });
          const replaced = await gateway.v1.editor.post<V1One<Item>>(
            `${base}/documents/${documentId}`,
            form(
              { _method: 'PATCH', is_public: '0' },
              { content: 'Versie 2.\n', name: 'sop-v2.txt' },
            ),
          );
          expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
          expect(replaced.body.data).toMatchObject({
            title: 'SOP monitoring',
            is_public: false,
            file: { name: 'sop-v2.txt' },
          });
          expect(replaced.body.data.file_id).not.toBe(created.body.data.file_id);
          const put = await gateway.v1.editor.put<V1One<Item>>(`${base}/documents/${documentId}`, {
            type: 'templates',
          });
          expect(put.body.data.type).toBe('templates');
          expect(
            (
              await gateway.v1.editor.post(
                `${base}/documents/${documentId}`,
                form({ _method: 'DELETE' }),
              )
            ).status,
          ).toBe(204);
          expect((await gateway.v1.editor.get(`${base}/documents/${documentId}`)).status).toBe(404);
          const other = await gateway.v1.editor.post<V1One<Item>>(
            `${base}/documents`,
            form({ type: 'news', title: 'Nieuwsbrief' }, { content: 'Nieuws.\n', name: 'n.txt' }),
          );
          expect(
            (await gateway.v1.editor.delete(`${base}/documents/${other.body.data.id}`)).status,
          ).toBe(204);
          expect(
            (await gateway.v1.editor.delete(`${base}/documents/${other.body.data.id}`)).status,
          ).toBe(404);
        });

        it('validates in Dutch and English and keeps no file of a refused upload', async () => {
          const before = await fileCount(gateway.server.database.db);
          const refused = await gateway.v1.editor.post(
            `${base}/documents`,
            form({ type: 'protocol', title: '' }, { content: 'Tekst.\n', name: 'a.txt' }),
          );
          expect(refused.status).toBe(422);
          expect(refused.body).toEqual({
            message: 'De gegevens zijn ongeldig',
            errors: {
              type: [
                'Kies een van: posters, organization, agreements, sops, templates, news, general, reports',
              ],
              title: ['Verplicht'],
            },
          });
          expect(await fileCount(gateway.server.database.db)).toBe(before);
          const noFile = await gateway.v1.editor.post(
            `${base}/documents`,
            { type: 'general', title: 'Zonder bestand' },
            { locale: 'en' },
          );
          expect(noFile.body).toEqual({
            message: 'The given data was invalid',
            errors: { file: ['Required'] },
          });
          const unknownFile = await gateway.v1.editor.post(
            `${base}/documents`,
            { type: 'general', title: 'X', file_id: 987654 },
            { locale: 'en' },
          );
          expect(unknownFile.body).toEqual({
            message: 'The given data was invalid',
            errors: { file_id: ['Does not exist'] },
          });
          const wrongMethod = await gateway.v1.editor.post(`${base}/documents/987654`, {
            _method: 'GET',
          });
          expect(wrongMethod.status).toBe(404);
        });

        it('keeps researchers and visitors from writing documents', async () => {
          const body = form(
            { type: 'general', title: 'Nee' },
            { content: 'Nee.\n', name: 'nee.txt' },
          );
          const before = await fileCount(gateway.server.database.db);
          expect((await gateway.v1.researcher.post(`${base}/documents`, body)).status).toBe(403);
          expect(
            (
              await gateway.v1.anonymous.post(`${base}/documents`, {
                type: 'general',
                title: 'Nee',
              })
            ).status,
          ).toBe(401);
          expect(await fileCount(gateway.server.database.db)).toBe(before);
        });
      });
    },
  );
}
