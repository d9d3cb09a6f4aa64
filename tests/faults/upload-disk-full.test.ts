// A disk that fills up during an upload: the client gets 507 with a clear message in its language,
// and neither a half-written file nor a `files` row stays behind. The disk is the real upload
// storage over a write that stops with ENOSPC once its room is used (a filesystem of a fixed size
// would need root to mount); everything else is real HTTP to a real gateway.
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/credentials/passwords.ts';
import {
  createLocalFileStorage,
  type OpenNewFile,
} from '../../gateway/src/storage/local-file-storage.ts';
import { samplePng } from '../../gateway/src/test-support/sample-files.ts';
import { openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { type ApiServer, apiClient, loginAs, startApiServer } from '../support/api-server.ts';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';

/** A disk with `room` bytes free: writes what fits, then fails as a full disk does. */
function diskWithRoom(room: number): OpenNewFile {
  let free = room;
  return (filePath) => {
    const file = createWriteStream(filePath, { flags: 'wx' });
    return new Writable({
      write(chunk: Buffer, _encoding, callback) {
        const fits = Math.min(free, chunk.byteLength);
        free -= fits;
        file.write(chunk.subarray(0, fits), (error) => {
          if (error || fits === chunk.byteLength) return callback(error);
          callback(
            Object.assign(new Error(`ENOSPC: no space left on device, write '${filePath}'`), {
              code: 'ENOSPC',
              errno: -28,
              syscall: 'write',
            }),
          );
        });
      },
      final: (callback) => file.end(callback),
      destroy(error, callback) {
        file.destroy();
        callback(error);
      },
    });
  };
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('an upload onto a full disk', () => {
  let server: ApiServer;
  let token: string;
  const uploads = () => path.join(server.dataDir, 'uploads');

  beforeAll(async () => {
    const [pglite] = openTestDatabases();
    if (!pglite) throw new Error('PGlite target missing');
    server = await startApiServer(pglite, {
      storage: (dir) => createLocalFileStorage(dir, { open: diskWithRoom(64 * 1024) }),
    });
    // One editor is all this needs (the demo content would cost seconds).
    const role = await server.database.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'editor')
      .executeTakeFirstOrThrow();
    await server.database.db
      .insertInto('users')
      .values({
        email: demoEmails.editor,
        name: 'Redacteur',
        role_id: role.id,
        password_hash: await hashPassword(DEMO_PASSWORD),
      })
      .execute();
    token = await loginAs(server.baseUrl, 'editor');
  });
  afterAll(async () => {
    await server?.close();
  });

  const upload = (bytes: Uint8Array, locale: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
    return apiClient(server.baseUrl, { token, locale }).post('/files', form);
  };
  const fileRows = async () =>
    (
      await server.database.db
        .selectFrom('files')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('stores what fits, then answers 507 in the caller’s language and leaves nothing behind', async () => {
    const small = samplePng();
    const stored = await upload(small, 'nl');
    expect(stored.status).toBe(201);
    const storedFiles = await filesUnder(uploads());
    const rowsBefore = await fileRows();

    const large = new Uint8Array(Buffer.concat([samplePng(), Buffer.alloc(200 * 1024)]));
    const dutch = await upload(large, 'nl');
    expect(dutch.status).toBe(507);
    expect(dutch.body).toEqual({
      message:
        'Het bestand kon niet worden opgeslagen: de opslag is vol. Probeer het later opnieuw of neem contact op met de beheerder',
    });
    const english = await upload(large, 'en');
    expect(english.status).toBe(507);
    expect(english.body).toEqual({
      message:
        'The file could not be stored: the storage is full. Try again later or contact the administrator',
    });

    // No half-written file (not under its key, not as a temporary one, not as the upload's spool
    // file), and no row for it.
    expect(await filesUnder(uploads())).toEqual(storedFiles);
    expect(await filesUnder(path.join(server.dataDir, 'tmp'))).toEqual([]);
    expect(await fileRows()).toBe(rowsBefore);
    // The file that did fit is whole and readable.
    const id = (stored.body as { data: { id: number } }).data.id;
    const read = await fetch(`${server.baseUrl}/v1/files/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(small);
  });
});
