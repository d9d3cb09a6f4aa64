// File bytes on the local disk under DATA_DIR/uploads (the default adapter): one host only, since
// every gateway reading a file must see the same disk.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkedStorageKey,
  contentStream,
  type FileStorage,
  isStorageKey,
  measuringStream,
  newStorageKey,
  StoredObjectMissingError,
} from './file-storage.ts';

/** Opens a new file at `filePath` for writing (exclusive create); replaceable for tests. */
export type OpenNewFile = (filePath: string) => Writable;

const openNewFile: OpenNewFile = (filePath) => createWriteStream(filePath, { flags: 'wx' });

/** Files below `root` whose path (relative, with forward slashes) is a storage key. */
async function* storedFiles(root: string) {
  const entries = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
  for (const entry of entries) {
    const storageKey = entry.split(path.sep).join('/');
    if (isStorageKey(storageKey)) yield { storageKey, filePath: path.join(root, entry) };
  }
}

/**
 * Files under `root`, named by a random key. A file is streamed to a temporary name next to its
 * place and renamed into place once complete (atomic on one filesystem), so a full disk or a crash
 * never leaves a half-written file under a key; the temporary file is removed on any error.
 * `openNewFile` is replaceable for tests (a disk that fills up part way).
 */
export function createLocalFileStorage(
  root: string,
  { open = openNewFile }: { open?: OpenNewFile } = {},
): FileStorage {
  const resolve = (storageKey: string) => path.join(root, checkedStorageKey(storageKey));
  return {
    async put(content, extension) {
      const { stream, sizeBytes } = contentStream(content);
      const storageKey = newStorageKey(extension);
      const target = resolve(storageKey);
      const temporary = `${target}.${randomUUID()}.part`;
      const measure = measuringStream(sizeBytes);
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await pipeline(stream, measure.stream, open(temporary));
        await fs.rename(temporary, target);
      } catch (error) {
        stream.destroy();
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return { storageKey, ...measure.result() };
    },
    async read(storageKey) {
      const filePath = resolve(storageKey);
      // Opened here, so a missing file is an error of this call rather than of the stream later.
      const handle = await fs.open(filePath, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StoredObjectMissingError(storageKey) : error;
      });
      return handle.createReadStream();
    },
    async remove(storageKey) {
      await fs.rm(resolve(storageKey), { force: true });
    },
    async removeLeftovers(cutoff) {
      // Only a crash between write and rename leaves a temporary file: the catch above removes the
      // rest. They sit one folder down, next to the keys they were meant for.
      const entries = await fs.readdir(root, { recursive: true }).catch(() => []);
      let removed = 0;
      for (const entry of entries) {
        if (!entry.endsWith('.part')) continue;
        const filePath = path.join(root, entry);
        const stat = await fs.stat(filePath).catch(() => undefined);
        if (!stat || stat.mtime >= cutoff) continue;
        await fs.rm(filePath, { force: true });
        removed += 1;
      }
      return removed;
    },
    async *listKeys(storedBefore) {
      for await (const { storageKey, filePath } of storedFiles(root)) {
        const stat = await fs.stat(filePath).catch(() => undefined);
        if (stat?.isFile() && stat.mtime < storedBefore) yield storageKey;
      }
    },
    async close() {},
  };
}
