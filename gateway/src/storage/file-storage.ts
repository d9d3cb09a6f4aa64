// Where uploaded bytes live. Local disk under DATA_DIR/uploads today; an S3-compatible store later
// implements the same small interface.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObject {
  storageKey: string;
  sizeBytes: number;
  sha256: string;
}

export interface FileStorage {
  put(bytes: Uint8Array, extension: string): Promise<StoredObject>;
  read(storageKey: string): Readable;
  remove(storageKey: string): Promise<void>;
  /** Removes what writes cut short by a crash left behind before `cutoff`; answers how many. */
  removeLeftovers(cutoff: Date): Promise<number>;
}

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** Write errors that mean the disk (or the quota, or the file size limit) is full. */
const fullCodes = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/** True for an error that says the storage has no room left for the bytes. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && fullCodes.has(code);
}

/** Writes bytes to a new file at `filePath` (exclusive create); the default is fs.writeFile. */
export type WriteNewFile = (filePath: string, bytes: Uint8Array) => Promise<void>;

const writeNewFile: WriteNewFile = (filePath, bytes) =>
  fs.writeFile(filePath, bytes, { flag: 'wx' });

/**
 * Files under `root`, named by a random key. A file is written to a temporary name next to its
 * place and renamed into place once complete (atomic on one filesystem), so a full disk or a crash
 * never leaves a half-written file under a key; the temporary file is removed on any error.
 * `write` is replaceable for tests (a disk that fills up part way).
 */
export function createLocalFileStorage(
  root: string,
  { write = writeNewFile }: { write?: WriteNewFile } = {},
): FileStorage {
  const resolve = (storageKey: string) => {
    // Keys are generated here, but reads come from database rows: refuse anything path-like.
    if (!keyPattern.test(storageKey)) throw new Error(`Invalid storage key: ${storageKey}`);
    return path.join(root, storageKey);
  };
  return {
    async put(bytes, extension) {
      const id = randomUUID();
      const storageKey = `${id.slice(0, 2)}/${id}.${extension.toLowerCase()}`;
      const target = resolve(storageKey);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await write(temporary, bytes);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return { storageKey, sizeBytes: bytes.byteLength, sha256 };
    },
    read(storageKey) {
      return createReadStream(resolve(storageKey));
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
  };
}
