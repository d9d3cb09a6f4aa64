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
}

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function createLocalFileStorage(root: string): FileStorage {
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
      await fs.writeFile(target, bytes, { flag: 'wx' });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return { storageKey, sizeBytes: bytes.byteLength, sha256 };
    },
    read(storageKey) {
      return createReadStream(resolve(storageKey));
    },
    async remove(storageKey) {
      await fs.rm(resolve(storageKey), { force: true });
    },
  };
}
