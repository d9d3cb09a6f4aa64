// Who may fetch /v1/files/:id: anonymous visitors only what the public site shows, on seeded data.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../gateway/src/db/database.ts';
import { samplePng } from '../../gateway/src/test-support/sample-files.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { demoEmails } from '../support/demo-accounts.ts';
import { firstUnpublishedEvaluationId, publishedDocumentFile } from '../support/demo-content.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/files visibility', target),
    () => {
      const gateway = useSeededGateway(target);
      let db: Db;

      const status = async (fileId: number, token?: string) =>
        (
          await fetch(`${gateway.server.baseUrl}/v1/files/${fileId}`, {
            headers: token ? { authorization: `Bearer ${token}` } : {},
          })
        ).status;

      /** Anonymous, editor and researcher answers for one file. */
      const answers = async (fileId: number) => [
        await status(fileId),
        await status(fileId, gateway.tokens.editor),
        await status(fileId, gateway.tokens.researcher),
      ];

      const freshFile = async () => {
        const body = new FormData();
        body.append('file', new Blob([samplePng()]), 'beeld.png');
        const response = await gateway.v1.editor.post<{
          data: { id: number };
        }>('/files', body);
        expect(response.status).toBe(201);
        return response.body.data.id;
      };

      const documentFile = (isPublic: boolean) => publishedDocumentFile(db, isPublic);

      beforeAll(async () => {
        db = gateway.server.database.db;
      });

      it('shows logos and banners of associations, programs and trial bureaus to everyone', async () => {
        for (const table of ['associations', 'programs', 'trial_bureaus'] as const) {
          const row = await db
            .selectFrom(table)
            .select(['logo_id', 'banner_id'])
            .where('logo_id', 'is not', null)
            .where('banner_id', 'is not', null)
            .executeTakeFirstOrThrow();
          for (const fileId of [row.logo_id, row.banner_id]) {
            const response = await fetch(`${gateway.server.baseUrl}/v1/files/${fileId}`);
            expect(response.status).toBe(200);
            expect(response.headers.get('cache-control')).toBe('public, max-age=300');
          }
        }
      });

      it('shows the logo of a published evaluation, not that of a draft', async () => {
        const published = await db
          .selectFrom('evaluations')
          .select('logo_id')
          .where('status', '=', 'published')
          .where('logo_id', 'is not', null)
          .executeTakeFirstOrThrow();
        expect(await answers(Number(published.logo_id))).toEqual([200, 200, 200]);

        const draftLogo = await freshFile();
        const draft = await firstUnpublishedEvaluationId(db);
        await db
          .updateTable('evaluations')
          .set({ logo_id: draftLogo })
          .where('id', '=', draft)
          .execute();
        expect(await answers(draftLogo)).toEqual([401, 200, 200]);
        await db
          .updateTable('evaluations')
          .set({ status: 'published' })
          .where('id', '=', draft)
          .execute();
        expect(await status(draftLogo)).toBe(200);
      });

      it('shows public documents of public owners only', async () => {
        // The example of the issue: a non-public document of a published evaluation.
        const hidden = await documentFile(false);
        expect(await answers(hidden)).toEqual([401, 200, 200]);
        const response = await fetch(`${gateway.server.baseUrl}/v1/files/${hidden}`);
        expect(await response.json()).toEqual({ message: 'Niet ingelogd' });

        expect(await answers(await documentFile(true))).toEqual([200, 200, 200]);

        // A public document of an evaluation that is not published stays hidden.
        const draft = await firstUnpublishedEvaluationId(db);
        const draftDocument = await freshFile();
        await db
          .insertInto('documents')
          .values({
            evaluation_id: draft,
            type: 'general',
            title: 'Openbaar maar concept',
            file_id: draftDocument,
            is_public: true,
          })
          .execute();
        expect(await answers(draftDocument)).toEqual([401, 200, 200]);

        const organisationDocuments = await db
          .selectFrom('documents')
          .select(['file_id', 'is_public'])
          .where('evaluation_id', 'is', null)
          .execute();
        const open = organisationDocuments.find((row) => row.is_public);
        const closed = organisationDocuments.find((row) => !row.is_public);
        expect(await status(Number(open?.file_id))).toBe(200);
        expect(await status(Number(closed?.file_id))).toBe(401);
      });

      it('shows post images once the post is public, and avatars', async () => {
        const post = await db
          .selectFrom('posts')
          .select(['id', 'image_id'])
          .where('image_id', 'is not', null)
          .where('evaluation_id', 'is', null)
          .where('publish_at', '<=', sql<Date>`now()`)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const imageId = Number(post.image_id);
        expect(await status(imageId)).toBe(200);
        await db
          .updateTable('posts')
          .set({ publish_at: sql<Date>`now() + interval '7 days'` })
          .where('id', '=', post.id)
          .execute();
        expect(await answers(imageId)).toEqual([401, 200, 200]);
        // Without a publish time a post is a draft.
        await db.updateTable('posts').set({ publish_at: null }).where('id', '=', post.id).execute();
        expect(await answers(imageId)).toEqual([401, 200, 200]);

        const avatar = await freshFile();
        expect(await status(avatar)).toBe(401);
        await db
          .updateTable('users')
          .set({ avatar_id: avatar })
          .where('email', '=', demoEmails.researcher)
          .execute();
        expect(await status(avatar)).toBe(200);
      });

      it('shows the file of an event (a program download) to everyone', async () => {
        const file = await freshFile();
        expect(await answers(file)).toEqual([401, 200, 200]);
        const program = await db
          .selectFrom('programs')
          .select('id')
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const event = await db
          .insertInto('events')
          .values({
            program_id: program.id,
            title: 'Handreiking',
            date: '2031-01-01',
            type: 'download',
            file_id: file,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(await answers(file)).toEqual([200, 200, 200]);
        await db.deleteFrom('events').where('id', '=', event.id).execute();
        expect(await status(file)).toBe(401);
      });

      it('keeps every other file for signed-in users, with private caching', async () => {
        const loose = await freshFile();
        expect(await answers(loose)).toEqual([401, 200, 200]);
        const response = await fetch(`${gateway.server.baseUrl}/v1/files/${loose}`, {
          headers: { authorization: `Bearer ${gateway.tokens.researcher}` },
        });
        expect(response.headers.get('cache-control')).toBe('private, max-age=300');
      });
    },
  );
}
