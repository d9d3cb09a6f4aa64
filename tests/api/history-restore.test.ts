// "Deze versie terugzetten" (issue 28): a record or one of its fields back to how it was after an
// entry, written as an update by the record's writers and recorded as a restore.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { createFileStorage } from '../../gateway/src/storage/create-file-storage.ts';
import { sweepUnreferencedFiles } from '../../gateway/src/v1/files/sweep.ts';
import { useSeededGateway, type V1One } from '../support/seeded-gateway.ts';
import { upload } from '../support/v1-calls.ts';

type Item = Record<string, unknown> & { id: number };
type Entry = { id: number; action: string; changes: { field: string }[] };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('history restore', target), () => {
    const gateway = useSeededGateway(target);
    let id: number;
    const entries = async () =>
      (
        await gateway.v1.admin.get<{ data: Entry[] }>(
          `/history?filter[record_type]=evaluations&filter[record_id]=${id}&limit=100`,
        )
      ).body.data.reverse();
    const current = async () =>
      (await gateway.v1.admin.get<V1One<Item>>(`/evaluations/${id}?with[]=specializations`)).body
        .data;

    beforeAll(async () => {
      const created = await gateway.v1.editor.post<V1One<Item>>('/evaluations', {
        title: 'Terugzetten: versie A',
        description: '<p>Eerste tekst.</p>',
      });
      id = created.body.data.id;
      await gateway.v1.editor.patch(`/evaluations/${id}`, { title: 'Terugzetten: versie B' });
      await gateway.v1.editor.patch(`/evaluations/${id}`, { description: '<p>Tweede tekst.</p>' });
      await gateway.v1.editor.patch(`/evaluations/${id}`, { title: 'Terugzetten: versie C' });
    });

    it('brings one field back to how it was after an entry, as a recorded restore', async () => {
      const [, titleB] = await entries();
      const restored = await gateway.v1.editor.post<{ data: { fields: string[] } }>(
        `/history/${titleB?.id}/restore`,
        { field: 'title' },
      );
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      expect(restored.body.data.fields).toEqual(['title']);
      expect(await current()).toMatchObject({
        title: 'Terugzetten: versie B',
        description: '<p>Tweede tekst.</p>',
      });
      const latest = (await entries()).at(-1);
      expect(latest).toMatchObject({ action: 'restore', changes: [{ field: 'title' }] });
    });

    it('brings the whole record back to a version, and a chosen list to its records then', async () => {
      const [created] = await entries();
      await gateway.v1.editor.post(`/history/${created?.id}/restore`, {});
      expect(await current()).toMatchObject({
        title: 'Terugzetten: versie A',
        description: '<p>Eerste tekst.</p>',
      });

      const specializations = await gateway.v1.admin.get<{ data: Item[] }>(
        '/specializations?limit=2',
      );
      const [a, b] = specializations.body.data.map((row) => row.id);
      await gateway.v1.editor.patch(`/evaluations/${id}`, { specialization_ids: [a] });
      const onlyA = (await entries()).at(-1);
      await gateway.v1.editor.patch(`/evaluations/${id}`, { specialization_ids: [a, b] });
      const back = await gateway.v1.editor.post<{ data: { fields: string[] } }>(
        `/history/${onlyA?.id}/restore`,
        { field: 'specializations' },
      );
      expect(back.body.data.fields).toEqual(['specialization_ids']);
      expect(((await current()).specializations as Item[]).map((row) => row.id)).toEqual([a]);
    });

    it('is for the record’s writers, and not for a delete or a field that cannot be written', async () => {
      const [first] = await entries();
      expect((await gateway.v1.researcher.post(`/history/${first?.id}/restore`, {})).status).toBe(
        403,
      );
      expect((await gateway.v1.anonymous.post(`/history/${first?.id}/restore`, {})).status).toBe(
        401,
      );
      expect((await gateway.v1.editor.post('/history/987654/restore', {})).status).toBe(404);
      const unknown = await gateway.v1.editor.post(`/history/${first?.id}/restore`, {
        field: 'url',
      });
      expect(unknown.status).toBe(422);
    });

    it('brings a deleted record back with what it owned, for admins, within the restore window', async () => {
      const created = await gateway.v1.editor.post<V1One<Item>>('/evaluations', {
        title: 'Terugzetten na verwijderen',
        status: 'published',
      });
      const deletedId = created.body.data.id;
      const base = `/evaluations/${deletedId}/relationships`;
      await gateway.v1.editor.post(`${base}/criteria`, { type: 'inclusion', content: 'Volwassen' });
      await gateway.v1.editor.post(`${base}/links`, {
        title: 'Register',
        url: 'https://example.org',
      });
      const file = await upload(gateway.v1.editor, 'pdf');
      const document = await gateway.v1.editor.post<V1One<Item>>(`${base}/documents`, {
        type: 'general',
        title: 'Protocol',
        is_public: true,
        file_id: Number(file.id),
      });
      expect(document.status, JSON.stringify(document.body)).toBe(201);
      const whole = `/evaluations/${deletedId}?with[]=criteria&with[]=links&with[]=documents`;
      const before = (await gateway.v1.admin.get<V1One<Item>>(whole)).body.data;

      expect((await gateway.v1.editor.delete(`/evaluations/${deletedId}`)).status).toBe(204);
      expect((await gateway.v1.admin.get(whole)).status).toBe(404);
      // The document's file is kept while the delete may be restored: a sweep finds nothing to remove.
      const storage = createFileStorage(gateway.server.config);
      const db = gateway.server.database.db;
      try {
        await sweepUnreferencedFiles(db, storage, { graceMs: 0 });
      } finally {
        await storage.close();
      }
      expect(
        await db
          .selectFrom('files')
          .select('id')
          .where('id', '=', Number(file.id))
          .executeTakeFirst(),
      ).toBeDefined();

      const deleted = await gateway.v1.admin.get<{ data: (Entry & { record_id: number })[] }>(
        '/history?filter[action]=delete&filter[record_type]=evaluations',
      );
      const entry = deleted.body.data.find((row) => row.record_id === deletedId);
      if (!entry) throw new Error('the delete is not listed');
      expect((await gateway.v1.editor.post(`/history/${entry.id}/restore`, {})).status).toBe(403);
      const restored = await gateway.v1.admin.post(`/history/${entry.id}/restore`, {});
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      const after = (await gateway.v1.admin.get<V1One<Item>>(whole)).body.data;
      expect(after).toEqual(before);
      expect((await gateway.v1.anonymous.get(`/files/${file.id}`)).status).toBe(200);
      // Twice is refused: the rows are back already, and the removal is no longer listed.
      expect((await gateway.v1.admin.post(`/history/${entry.id}/restore`, {})).status).toBe(422);
      const listed = await gateway.v1.admin.get<{ data: { id: number }[] }>(
        '/history?filter[restorable]=true&limit=100',
      );
      expect(listed.body.data.map((row) => row.id)).not.toContain(entry.id);
    });

    it("keeps no secret of a deleted account, and lets a deleted record's files go after the window", async () => {
      const db = gateway.server.database.db;
      const user = await gateway.v1.admin.post<V1One<Item>>('/users', {
        name: 'Verwijderd Account',
        email: 'verwijderd@example.org',
        role: 'editor',
      });
      await db
        .updateTable('users')
        .set({ password_hash: '$argon2id$geheim' })
        .where('id', '=', user.body.data.id)
        .execute();
      expect((await gateway.v1.admin.delete(`/users/${user.body.data.id}`)).status).toBe(204);
      const entry = await db
        .selectFrom('history_entries')
        .select('tombstone')
        .where('record_type', '=', 'users')
        .where('record_id', '=', user.body.data.id)
        .where('action', '=', 'delete')
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(entry.tombstone)).toContain('verwijderd@example.org');
      expect(JSON.stringify(entry.tombstone)).not.toMatch(/argon2|password|token|totp/);

      const file = await upload(gateway.v1.editor, 'pdf');
      const created = await gateway.v1.editor.post<V1One<Item>>('/evaluations', {
        title: 'Weg na de termijn',
      });
      const base = `/evaluations/${created.body.data.id}/relationships`;
      await gateway.v1.editor.post(`${base}/documents`, {
        type: 'general',
        title: 'Bijlage',
        file_id: Number(file.id),
      });
      await gateway.v1.editor.delete(`/evaluations/${created.body.data.id}`);
      const storage = createFileStorage(gateway.server.config);
      try {
        const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
        await sweepUnreferencedFiles(db, storage, { graceMs: 0, now: later, restoreDays: 30 });
      } finally {
        await storage.close();
      }
      expect(
        await db
          .selectFrom('files')
          .select('id')
          .where('id', '=', Number(file.id))
          .executeTakeFirst(),
      ).toBeUndefined();
    });

    it('brings a removed item of a record back (a document), as a change of its owner', async () => {
      const created = await gateway.v1.editor.post<V1One<Item>>('/evaluations', {
        title: 'Een document terug',
      });
      const owner = created.body.data.id;
      const file = await upload(gateway.v1.editor, 'pdf');
      const base = `/evaluations/${owner}/relationships/documents`;
      const added = await gateway.v1.editor.post<V1One<Item>>(base, {
        type: 'general',
        title: 'Verdwenen protocol',
        file_id: Number(file.id),
      });
      await gateway.v1.editor.delete(`${base}/${added.body.data.id}`);
      expect((await gateway.v1.editor.get<{ data: Item[] }>(base)).body.data).toEqual([]);

      const recent = await gateway.v1.admin.get<{
        data: (Entry & { record_id: number; restorable: boolean })[];
      }>('/history?filter[restorable]=true');
      const removal = recent.body.data.find((row) => row.record_id === owner);
      expect(removal).toMatchObject({ action: 'update', restorable: true });
      const restored = await gateway.v1.admin.post(`/history/${removal?.id}/restore`, {});
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      const back = (await gateway.v1.editor.get<{ data: Item[] }>(base)).body.data;
      expect(back.map((row) => [row.id, row.title])).toEqual([
        [added.body.data.id, 'Verdwenen protocol'],
      ]);
      const latest = (await entries()).at(-1);
      expect(latest).toBeDefined();
      const ownerEntries = await gateway.v1.admin.get<{ data: Entry[] }>(
        `/history?filter[record_type]=evaluations&filter[record_id]=${owner}`,
      );
      expect(ownerEntries.body.data[0]).toMatchObject({
        action: 'restore',
        changes: [{ field: `documents[${added.body.data.id}]` }],
      });
    });
  });
}
