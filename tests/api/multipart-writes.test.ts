// Creates and updates sent as multipart form data (the spec's clients do so when a file is part of
// the data): text fields with booleans as 1/0 and arrays as field[], plus a logo, avatar or image.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { fileCount } from '../support/demo-content.ts';
import { useSeededGateway, type V1One } from '../support/seeded-gateway.ts';

const logoSvg = () =>
  new Blob(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#46944a"/></svg>',
    ],
    {
      type: 'image/svg+xml',
    },
  );

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('multipart writes', target),
    () => {
      const gateway = useSeededGateway(target);

      it('creates an association with its logo in one multipart request', async () => {
        const form = new FormData();
        form.set('title', 'Nederlandse Vereniging voor Traumachirurgie');
        form.set('url', 'trauma.nl');
        form.set('logo', logoSvg(), 'logo.svg');
        const created = await gateway.v1.editor.post<V1One>('/associations?with[]=logo', form);
        expect(created.status).toBe(201);
        expect(created.body.data).toMatchObject({
          title: 'Nederlandse Vereniging voor Traumachirurgie',
          url: 'https://trauma.nl',
        });
        expect(created.body.data.logo_id).toEqual(expect.any(Number));
      });

      it('updates an evaluation by POST with _method PATCH as multipart: booleans 1/0, arrays field[], a banner', async () => {
        const evaluation = await gateway.v1.editor.post<V1One>('/evaluations', {
          title: 'Multipart bijwerken',
        });
        const form = new FormData();
        form.set('_method', 'PATCH');
        form.set('is_visible_at_inclusion_monitor', '1');
        form.append('tags[]', 'heup');
        form.append('tags[]', 'ouderen');
        form.set('banner', logoSvg(), 'banner.svg');
        const updated = await gateway.v1.editor.post<V1One>(
          `/evaluations/${evaluation.body.data.id}`,
          form,
        );
        expect(updated.status).toBe(200);
        expect(updated.body.data).toMatchObject({
          is_visible_at_inclusion_monitor: true,
          tags: ['heup', 'ouderen'],
        });
        expect(updated.body.data.banner_id).toEqual(expect.any(Number));
      });

      it('keeps no stored file when the fields are invalid, and refuses a file in an unknown field', async () => {
        const before = await fileCount(gateway.server.database.db);
        const invalid = new FormData();
        invalid.set('title', '');
        invalid.set('logo', logoSvg(), 'logo.svg');
        const response = await gateway.v1.editor.post('/associations', invalid);
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ errors: { title: ['Verplicht'] } });
        expect(await fileCount(gateway.server.database.db)).toBe(before);

        const unknown = new FormData();
        unknown.set('title', 'Vereniging');
        unknown.set('poster', logoSvg(), 'poster.svg');
        const refused = await gateway.v1.editor.post('/associations', unknown);
        expect(refused.status).toBe(422);
        expect(refused.body).toMatchObject({ errors: { poster: ['Onbekend veld'] } });
      });

      it('checks the role before reading an upload', async () => {
        const before = await fileCount(gateway.server.database.db);
        const form = new FormData();
        form.set('title', 'Niet toegestaan');
        form.set('logo', logoSvg(), 'logo.svg');
        expect((await gateway.v1.researcher.post('/associations', form)).status).toBe(403);
        expect(await fileCount(gateway.server.database.db)).toBe(before);
      });
    },
  );
}
