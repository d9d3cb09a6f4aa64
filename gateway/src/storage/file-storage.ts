// Where uploaded bytes live: a small interface with two adapters, local disk (local-file-storage.ts)
// and S3-compatible object storage (s3-file-storage.ts), chosen by STORAGE_DRIVER
// (create-file-storage.ts). Keys, the measuring of stored bytes and the errors are shared here.
import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';

export interface StoredObject {
  storageKey: string;
  sizeBytes: number;
  sha256: string;
}

/**
 * What put() stores: bytes already in memory (small, generated files), or a stream of a known
 * length (an upload read from its temporary file). S3's PutObject needs the length up front to
 * stream the body without buffering it; the local adapter checks it as well.
 */
export type StorageContent = Uint8Array | { stream: Readable; sizeBytes: number };

export interface FileStorage {
  /** Stores the content under a new key; size and SHA-256 are measured while the bytes pass. */
  put(content: StorageContent, extension: string): Promise<StoredObject>;
  /** The stored bytes; StoredObjectMissingError when nothing is stored under the key. */
  read(storageKey: string): Promise<Readable>;
  /** Removes the bytes under the key (nothing to remove is fine). */
  remove(storageKey: string): Promise<void>;
  /** Removes what writes cut short by a crash left behind before `cutoff`; answers how many. */
  removeLeftovers(cutoff: Date): Promise<number>;
  /** Every key stored before `cutoff`, for the sweep of objects that no `files` row names. */
  listKeys(storedBefore: Date): AsyncIterable<string>;
  /** Releases connections (the S3 client's sockets); the local adapter holds none. */
  close(): Promise<void>;
}

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** A new random key: two hex digits of its id as a folder, then the id and the extension. */
export function newStorageKey(extension: string): string {
  const id = randomUUID();
  return checkedStorageKey(`${id.slice(0, 2)}/${id}.${extension.toLowerCase()}`);
}

export function isStorageKey(value: string): boolean {
  return keyPattern.test(value);
}

/** Keys are generated here, but reads come from database rows: refuse anything path-like. */
export function checkedStorageKey(storageKey: string): string {
  if (!isStorageKey(storageKey)) throw new Error(`Invalid storage key: ${storageKey}`);
  return storageKey;
}

/** Nothing is stored under the key (a file row whose bytes are gone): served as 404. */
export class StoredObjectMissingError extends Error {
  override name = 'StoredObjectMissingError';
  constructor(storageKey: string) {
    super(`No stored object under ${storageKey}`);
  }
}

/** The object store cannot be reached or answers with a server error: a 503 the client may retry. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** The object store has no room for the bytes (MinIO's XMinioStorageFull): answered 507. */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
}

/** Write errors that mean the disk (or the quota, or the file size limit) is full. */
const fullCodes = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/** True for an error that says the storage has no room left for the bytes. */
export function isStorageFull(error: unknown): boolean {
  if (error instanceof StorageFullError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && fullCodes.has(code);
}

export function isStorageUnavailable(error: unknown): boolean {
  return error instanceof StorageUnavailableError;
}

/** The content as a stream, and the length it must have. */
export function contentStream(content: StorageContent): { stream: Readable; sizeBytes: number } {
  if (!(content instanceof Uint8Array)) return content;
  // In an array: Readable.from would iterate a bare Uint8Array byte by byte.
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return { stream: Readable.from([bytes]), sizeBytes: bytes.byteLength };
}

/**
 * A pass-through that counts and hashes the bytes on their way to storage, and fails the write
 * when they are more or fewer than announced (a cut-off source must not be stored as complete).
 */
export function measuringStream(expectedBytes: number): {
  stream: Transform;
  result(): Omit<StoredObject, 'storageKey'>;
} {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.byteLength;
      if (sizeBytes > expectedBytes) {
        callback(new Error(`More than the announced ${expectedBytes} bytes`));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      callback(
        sizeBytes === expectedBytes
          ? null
          : new Error(`Got ${sizeBytes} bytes, announced ${expectedBytes}`),
      );
    },
  });
  return { stream, result: () => ({ sizeBytes, sha256: hash.digest('hex') }) };
}
