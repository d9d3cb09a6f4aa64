// Unreferenced files are swept from the database and from storage once they are a day old; files
// still in use, and fresh uploads a client is about to reference, are kept.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../gateway/src/storage/file-storage.ts';
import { createLocalFileStorage } from '../../gateway/src/storage/local-file-storage.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { SWEEP_GRACE_MS, sweepUnreferencedFiles } from '../../gateway/src/v1/files/sweep.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

const DAY = 24 * 60 * 60 * 1000;

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('file sweep', target), () => {
    // The schedule is off here: the test runs the sweep itself.
    const gateway = useSeededGateway(target, { env: { FILE_SWEEP_INTERVAL_MS: '0' } });
    let storage: FileStorage;

    beforeAll(async () => {
      storage = createLocalFileStorage(path.join(gateway.server.dataDir, 'uploads'));
    });

    const db = () => gateway.server.database.db;
    const exists = (key: string) =>
      fs.access(path.join(gateway.server.dataDir, 'uploads', key)).then(
        () => true,
        () => false,
      );

    async function storedFile(ageMs: number) {
      const stored = await storage.put(new TextEncoder().encode('tekst'), 'txt');
      const row = await db()
        .insertInto('files')
        .values({
          storage_key: stored.storageKey,
          original_name: 'notitie.txt',
          mime_type: 'text/plain',
          size_bytes: stored.sizeBytes,
          sha256: stored.sha256,
          created_at: new Date(Date.now() - ageMs),
        })
        .returning(['id', 'storage_key'])
        .executeTakeFirstOrThrow();
      return row;
    }

    it('removes old unreferenced files, keeps fresh uploads and every file in use', async () => {
      const inUse = await db().selectFrom('files').select('id').execute();
      const old = await storedFile(2 * DAY);
      const fresh = await storedFile(SWEEP_GRACE_MS / 2);
      // Everything the demo content refers to is old too: none of it may go.
      await db()
        .updateTable('files')
        .set({ created_at: new Date(Date.now() - 30 * DAY) })
        .where(
          'id',
          'in',
          inUse.map((file) => file.id),
        )
        .execute();

      expect(await sweepUnreferencedFiles(db(), storage)).toBe(1);

      const left = await db().selectFrom('files').select('id').execute();
      expect(left.map((file) => file.id).sort()).toEqual(
        [...inUse.map((file) => file.id), fresh.id].sort(),
      );
      expect(await exists(old.storage_key)).toBe(false);
      expect(await exists(fresh.storage_key)).toBe(true);
    });

    it('removes the temporary file of an upload a crash cut short, once it is a day old', async () => {
      const folder = path.join(gateway.server.dataDir, 'uploads', 'ab');
      await fs.mkdir(folder, { recursive: true });
      const leftover = path.join(folder, 'ab000000-0000-4000-8000-000000000000.pdf.x.part');
      const writing = path.join(folder, 'ab000000-0000-4000-8000-000000000001.pdf.y.part');
      await fs.writeFile(leftover, 'half');
      await fs.writeFile(writing, 'half');
      const old = new Date(Date.now() - 2 * DAY);
      await fs.utimes(leftover, old, old);

      expect(await sweepUnreferencedFiles(db(), storage)).toBe(1);

      await expect(fs.access(leftover)).rejects.toThrow();
      await expect(fs.access(writing)).resolves.toBeUndefined();
    });

    it('removes stored bytes that no files row names, once they are a day old', async () => {
      const bytes = new TextEncoder().encode('wees');
      // Bytes stored, then a crash before the row was inserted; one such old, one fresh.
      const orphan = await storage.put(bytes, 'txt');
      const freshOrphan = await storage.put(bytes, 'txt');
      // A file of a fresh row, whose bytes are old on disk (a restored backup): it is named.
      const named = await storedFile(SWEEP_GRACE_MS / 2);
      const old = new Date(Date.now() - 2 * DAY);
      for (const key of [orphan.storageKey, named.storage_key])
        await fs.utimes(path.join(gateway.server.dataDir, 'uploads', key), old, old);

      expect(await sweepUnreferencedFiles(db(), storage)).toBe(1);

      expect(await exists(orphan.storageKey)).toBe(false);
      expect(await exists(freshOrphan.storageKey)).toBe(true);
      expect(await exists(named.storage_key)).toBe(true);
    });

    it('keeps the file of a program download', async () => {
      const file = await storedFile(2 * DAY);
      const program = await db()
        .selectFrom('programs')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const created = await gateway.v1.admin.post<{ data: { id: number } }>(
        `/programs/${program.id}/relationships/events`,
        { title: 'Notitie', date: '2031-01-01', type: 'download', file_id: file.id },
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(await sweepUnreferencedFiles(db(), storage)).toBe(0);
      expect(await exists(file.storage_key)).toBe(true);

      const removed = await gateway.v1.admin.delete(
        `/programs/${program.id}/relationships/events/${created.body.data.id}`,
      );
      expect(removed.status).toBe(204);
      expect(await sweepUnreferencedFiles(db(), storage)).toBe(1);
      expect(await exists(file.storage_key)).toBe(false);
    });

    it('removes the file of a deleted document once it is a day old', async () => {
      const { body } = await gateway.v1.admin.get<{ data: { id: number; file: { id: number } }[] }>(
        '/associations/1/relationships/documents',
      );
      const document = body.data[0];
      if (!document) throw new Error('the demo association has no document');
      const file = await db()
        .selectFrom('files')
        .select(['id', 'storage_key'])
        .where('id', '=', document.file.id)
        .executeTakeFirstOrThrow();
      const removed = await gateway.v1.admin.delete(
        `/associations/1/relationships/documents/${document.id}`,
      );
      expect(removed.status).toBe(204);

      await db()
        .updateTable('files')
        .set({ created_at: new Date(Date.now() - 2 * DAY) })
        .where('id', '=', file.id)
        .execute();
      const others = await db()
        .selectFrom('files')
        .select('id')
        .where('id', '!=', file.id)
        .execute();
      expect(await sweepUnreferencedFiles(db(), storage)).toBe(1);
      expect(await exists(file.storage_key)).toBe(false);
      const download = await gateway.v1.admin.get(`/files/${file.id}`);
      expect(download.status).toBe(404);
      expect(await db().selectFrom('files').select('id').execute()).toHaveLength(others.length);
    });
  });
}
