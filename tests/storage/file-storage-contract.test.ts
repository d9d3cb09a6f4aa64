// The FileStorage contract, run against both adapters: local disk, and S3 on a real S3-compatible
// server (s3rver) started here. Object ages are compared with a cutoff in the past or the future,
// since an object store sets its own times.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FileStorage,
  StorageUnavailableError,
  StoredObjectMissingError,
} from '../../gateway/src/storage/file-storage.ts';
import { createLocalFileStorage } from '../../gateway/src/storage/local-file-storage.ts';
import { createS3FileStorage } from '../../gateway/src/storage/s3-file-storage.ts';
import { type S3Server, startS3Server } from '../support/s3-server.ts';

const HOUR = 60 * 60 * 1000;
const past = () => new Date(Date.now() - HOUR);
const future = () => new Date(Date.now() + HOUR);
// The SDK's warning that a failed upload is not retried, expected here.
const quiet = { warn: () => {} };
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysBefore(storage: FileStorage, cutoff: Date): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.listKeys(cutoff)) keys.push(key);
  return keys.sort();
}

interface Adapter {
  storage: FileStorage;
  /**
   * A write that fails leaves nothing. Not so on s3rver, which writes an object's bytes as they
   * arrive (S3 and MinIO store a PutObject whole or not at all); there the sweep's orphan pass
   * removes the rest, since no `files` row names it.
   */
  atomicWrites: boolean;
  /** Puts something that is not one of our keys beside the stored objects. */
  putForeign(): Promise<void>;
  /** Leaves what a crash during a write leaves behind; answers whether it is there still. */
  leaveLeftover(): Promise<() => Promise<boolean>>;
  close(): Promise<void>;
}

async function localAdapter(): Promise<Adapter> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-storage-'));
  return {
    storage: createLocalFileStorage(root),
    atomicWrites: true,
    putForeign: () => fs.writeFile(path.join(root, 'notes.txt'), 'not a stored file'),
    async leaveLeftover() {
      const leftover = path.join(root, 'ab', 'ab000000-0000-4000-8000-000000000000.pdf.x.part');
      await fs.mkdir(path.dirname(leftover), { recursive: true });
      await fs.writeFile(leftover, 'half');
      const old = new Date(Date.now() - 2 * 24 * HOUR);
      await fs.utimes(leftover, old, old);
      return () =>
        fs.access(leftover).then(
          () => true,
          () => false,
        );
    },
    close: () => fs.rm(root, { recursive: true, force: true }),
  };
}

async function s3Adapter(): Promise<Adapter & { server: S3Server; client: S3Client }> {
  const server = await startS3Server();
  const credentials = { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey };
  const client = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials,
  });
  const storage = createS3FileStorage({
    bucket: server.bucket,
    region: server.region,
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials,
    keyPrefix: 'zorgevaluatie/',
    logger: quiet,
  });
  return {
    server,
    client,
    storage,
    atomicWrites: false,
    async putForeign() {
      // Outside the prefix, and inside it but not in our key format: neither is ours.
      for (const Key of ['backups/db.dump', 'zorgevaluatie/ab/readme.txt'])
        await client.send(new PutObjectCommand({ Bucket: server.bucket, Key, Body: 'x' }));
    },
    // PutObject is atomic: an interrupted write leaves nothing behind.
    leaveLeftover: async () => async () => false,
    async close() {
      await storage.close();
      client.destroy();
      await server.close();
    },
  };
}

describe.each([
  ['local disk', localAdapter],
  ['S3 (s3rver)', s3Adapter],
] as const)('FileStorage on %s', (_name, create) => {
  let adapter: Adapter;
  let storage: FileStorage;

  beforeAll(async () => {
    adapter = await create();
    storage = adapter.storage;
  });
  afterAll(() => adapter?.close());

  it('stores bytes and a stream of many chunks, measuring size and SHA-256 as they pass', async () => {
    const small = new TextEncoder().encode('Protocol, versie 2');
    const stored = await storage.put(small, 'TXT');
    expect(stored).toEqual({
      storageKey: expect.stringMatching(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.txt$/),
      sizeBytes: small.byteLength,
      sha256: sha256(small),
    });
    expect(await bytesOf(await storage.read(stored.storageKey))).toEqual(Buffer.from(small));

    const chunks = Array.from({ length: 20 }, (_, index) => Buffer.alloc(16 * 1024, index));
    const whole = Buffer.concat(chunks);
    const streamed = await storage.put(
      { stream: Readable.from(chunks), sizeBytes: whole.byteLength },
      'pdf',
    );
    expect(streamed.sizeBytes).toBe(whole.byteLength);
    expect(streamed.sha256).toBe(sha256(whole));
    expect(await bytesOf(await storage.read(streamed.storageKey))).toEqual(whole);
  });

  it('fails a write whose stream ends short of its announced length or fails', async () => {
    const before = await keysBefore(storage, future());
    const short = { stream: Readable.from([Buffer.from('abc')]), sizeBytes: 10 };
    await expect(storage.put(short, 'txt')).rejects.toThrow();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put({ stream: failing, sizeBytes: 4096 }, 'txt')).rejects.toThrow(
      'client went away',
    );
    if (adapter.atomicWrites) expect(await keysBefore(storage, future())).toEqual(before);
  });

  it('removes an object, tells a missing one apart, and refuses path-like keys', async () => {
    const { storageKey } = await storage.put(new TextEncoder().encode('weg'), 'txt');
    await storage.remove(storageKey);
    await expect(storage.read(storageKey)).rejects.toBeInstanceOf(StoredObjectMissingError);
    await expect(storage.remove(storageKey)).resolves.toBeUndefined();
    for (const key of ['../../etc/passwd', 'ab/../../x.txt', '/ab/cd.txt', 'ab\\cd.txt']) {
      await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('lists only its own keys, and only those stored before the cutoff', async () => {
    const { storageKey } = await storage.put(new TextEncoder().encode('oud'), 'txt');
    await adapter.putForeign();
    const listed = await keysBefore(storage, future());
    expect(listed).toContain(storageKey);
    expect(listed.every((key) => /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]+$/.test(key))).toBe(true);
    expect(await keysBefore(storage, past())).toEqual([]);
  });

  it('removes leftovers of interrupted writes once they are older than the cutoff', async () => {
    const stillThere = await adapter.leaveLeftover();
    const expected = (await stillThere()) ? 1 : 0;
    expect(await storage.removeLeftovers(new Date(Date.now() - 3 * 24 * HOUR))).toBe(0);
    expect(await storage.removeLeftovers(past())).toBe(expected);
    expect(await stillThere()).toBe(false);
  });
});

describe('FileStorage on S3, beyond the contract', () => {
  let adapter: Awaited<ReturnType<typeof s3Adapter>>;
  beforeAll(async () => {
    adapter = await s3Adapter();
  });
  afterAll(() => adapter?.close());

  it('keeps every object under S3_KEY_PREFIX', async () => {
    const { storageKey } = await adapter.storage.put(new TextEncoder().encode('x'), 'txt');
    const listing = await adapter.client.send(
      new ListObjectsV2Command({ Bucket: adapter.server.bucket }),
    );
    expect(listing.Contents?.map((object) => object.Key)).toContain(`zorgevaluatie/${storageKey}`);
  });

  it('answers StorageUnavailableError when the server is away', async () => {
    const { storageKey } = await adapter.storage.put(new TextEncoder().encode('x'), 'txt');
    // A server that is not listening: the port of one stopped for this.
    const stopped = await startS3Server();
    await stopped.close();
    const away = createS3FileStorage({
      bucket: stopped.bucket,
      region: stopped.region,
      endpoint: stopped.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      keyPrefix: '',
      logger: quiet,
    });
    try {
      await expect(away.put(new TextEncoder().encode('x'), 'txt')).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      await expect(away.read(storageKey)).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      await away.close();
    }
    expect(await text(await adapter.storage.read(storageKey))).toBe('x');
  });
});
