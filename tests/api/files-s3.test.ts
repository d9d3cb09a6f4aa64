// Files on STORAGE_DRIVER=s3: a real gateway over HTTP whose uploads, demo content and downloads go
// through a real S3-compatible server (s3rver) started here. Uploads stream: the bytes reach the
// temporary file while the request is still arriving, and the storage gets a stream, never the
// whole file. Access checks are those of the local disk; the sweep clears the bucket too.

import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.ts';
import { createFileStorage } from '../../gateway/src/storage/create-file-storage.ts';
import type { FileStorage } from '../../gateway/src/storage/file-storage.ts';
import { samplePdf } from '../../gateway/src/test-support/sample-files.ts';
import { openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { sweepUnreferencedFiles } from '../../gateway/src/v1/files/sweep.ts';
import { type ApiServer, apiClient, loginAs, startApiServer } from '../support/api-server.ts';
import { publishedDocumentFile } from '../support/demo-content.ts';
import { type S3Server, startS3Server } from '../support/s3-server.ts';
import { waitUntil } from '../support/wait-until.ts';

const DAY = 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'gateway-a/';

interface PutRecord {
  streamed: boolean;
  sizeBytes: number;
  chunks: number;
  largestChunk: number;
}

/** The storage, recording what each put() receives: bytes, or a stream and its chunk sizes. */
function recordingPuts(storage: FileStorage): { storage: FileStorage; puts: PutRecord[] } {
  const puts: PutRecord[] = [];
  return {
    puts,
    storage: {
      ...storage,
      put(content, extension) {
        if (content instanceof Uint8Array) {
          const size = content.byteLength;
          puts.push({ streamed: false, sizeBytes: size, chunks: 1, largestChunk: size });
          return storage.put(content, extension);
        }
        const record = { streamed: true, sizeBytes: content.sizeBytes, chunks: 0, largestChunk: 0 };
        puts.push(record);
        const tap = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            record.chunks += 1;
            record.largestChunk = Math.max(record.largestChunk, chunk.byteLength);
            callback(null, chunk);
          },
        });
        content.stream.once('error', (error) => tap.destroy(error));
        return storage.put(
          { stream: content.stream.pipe(tap), sizeBytes: content.sizeBytes },
          extension,
        );
      },
    },
  };
}

/** A PDF of about `size` bytes (the sample, padded with spaces after its end). */
const largePdf = (size: number) => Buffer.concat([samplePdf(), Buffer.alloc(size, 0x20)]);

describe('files on S3-compatible object storage', () => {
  let s3: S3Server;
  let server: ApiServer;
  let gatewayStorage: FileStorage;
  let storage: FileStorage;
  let bucket: S3Client;
  let puts: PutRecord[];
  let editor: ReturnType<typeof apiClient>;
  let editorToken: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    const env = { ...s3.env, S3_KEY_PREFIX: KEY_PREFIX, FILE_SWEEP_INTERVAL_MS: '0' };
    // The gateway's storage is the one its configuration makes, recording its puts (its warning
    // that an upload to the stopped store is not retried is expected, and kept quiet).
    const recorder = recordingPuts(createFileStorage(loadConfig(env), { warn: () => {} }));
    puts = recorder.puts;
    gatewayStorage = recorder.storage;
    const [pglite] = openTestDatabases();
    if (!pglite) throw new Error('PGlite target missing');
    // The demo content is seeded into the bucket too (startApiServer seeds the configured storage).
    server = await startApiServer(pglite, { seed: true, env, storage: () => gatewayStorage });
    storage = createFileStorage(server.config);
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    editorToken = await loginAs(server.baseUrl, 'editor');
    editor = apiClient(server.baseUrl, { token: editorToken });
  });
  afterAll(async () => {
    await server?.close();
    await gatewayStorage?.close();
    await storage?.close();
    bucket?.destroy();
    await s3?.close();
  });

  const download = (id: number, token?: string) =>
    fetch(`${server.baseUrl}/v1/files/${id}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const storageKeyOf = async (id: number) =>
    (
      await server.database.db
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).storage_key;
  const inBucket = (storageKey: string) =>
    bucket
      .send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${KEY_PREFIX}${storageKey}` }))
      .then(
        async (object) => Buffer.from((await object.Body?.transformToByteArray()) ?? []),
        () => undefined,
      );
  const upload = async (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await editor.post<{ data: { id: number; size: number } }>('/files', form);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  };

  it('stores an upload in the bucket as a stream, and serves it to staff only', async () => {
    const pdf = largePdf(1024 * 1024);
    const { id, size } = await upload(pdf, 'protocol.pdf');

    expect(size).toBe(pdf.byteLength);
    expect(await inBucket(await storageKeyOf(id))).toEqual(pdf);
    // The storage got the file as a stream of file-read chunks, never as one buffer.
    expect(puts.at(-1)).toEqual({
      streamed: true,
      sizeBytes: pdf.byteLength,
      chunks: expect.any(Number),
      largestChunk: expect.any(Number),
    });
    expect(puts.at(-1)?.chunks).toBeGreaterThan(1);
    expect(puts.at(-1)?.largestChunk).toBeLessThanOrEqual(64 * 1024);

    const served = await download(id, editorToken);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf);
    // A loose upload is on no public page: visitors are refused.
    expect((await download(id)).status).toBe(401);
  });

  it('writes an upload to its temporary file while the request is still arriving', async () => {
    const pdf = largePdf(1024 * 1024);
    const boundary = 'zv-streaming-proof';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="groot.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const spool = path.join(server.dataDir, 'tmp', 'uploads');
    const spooledBytes = async () => {
      const names = await fs.readdir(spool).catch(() => [] as string[]);
      const sizes = await Promise.all(
        names.map((name) =>
          fs.stat(path.join(spool, name)).then(
            (stat) => stat.size,
            () => 0,
          ),
        ),
      );
      return Math.max(0, ...sizes);
    };

    const request = http.request(`${server.baseUrl}/v1/files`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${editorToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.byteLength + pdf.byteLength + tail.byteLength,
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once('error', reject);
    });
    const half = pdf.byteLength / 2;
    request.write(Buffer.concat([head, pdf.subarray(0, half)]));
    // Half the file is sent and the rest held back: a handler that buffered the whole file
    // would have nothing on disk yet.
    const spooled = await waitUntil(spooledBytes, (bytes) => bytes >= half / 2, {
      timeoutMs: 10_000,
      what: 'half of what was sent in the temporary file',
    });
    request.end(Buffer.concat([pdf.subarray(half), tail]));

    expect(spooled).toBeGreaterThanOrEqual(half / 2);
    expect(await answered).toBe(201);
    // And the temporary file is gone once the upload is stored.
    expect(await fs.readdir(spool)).toEqual([]);
  });

  it('serves a private document to staff and refuses it to visitors, from the bucket', async () => {
    const documentFile = (isPublic: boolean) => publishedDocumentFile(server.database.db, isPublic);
    const hidden = await documentFile(false);
    const stored = await inBucket(await storageKeyOf(hidden));
    expect(stored?.byteLength).toBeGreaterThan(0);

    const refused = await download(hidden);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'Niet ingelogd' });
    const served = await download(hidden, editorToken);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, max-age=300');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);

    expect((await download(await documentFile(true))).status).toBe(200);
  });

  it('answers 404 for a file whose object is gone from the bucket', async () => {
    const { id } = await upload(samplePdf(), 'weg.pdf');
    await storage.remove(await storageKeyOf(id));
    expect((await download(id, editorToken)).status).toBe(404);
  });

  it('sweeps unreferenced files and unnamed objects from the bucket, keeping files in use', async () => {
    const unused = await upload(samplePdf(), 'ongebruikt.pdf');
    const unusedKey = await storageKeyOf(unused.id);
    // An object without a files row: a crash between storing the bytes and recording them.
    const orphanKey = 'ab/ab000000-0000-4000-8000-0000000000ff.pdf';
    await bucket.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: `${KEY_PREFIX}${orphanKey}`, Body: 'x' }),
    );
    // Not ours: outside the prefix, or not in our key format.
    for (const Key of ['backups/dump.sql', `${KEY_PREFIX}notes.txt`])
      await bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'x' }));
    const inUse = await server.database.db
      .selectFrom('documents')
      .innerJoin('files', 'files.id', 'documents.file_id')
      .select('files.storage_key')
      .executeTakeFirstOrThrow();

    // Now, nothing is old enough; two days on, the unused upload and the orphan are.
    expect(await sweepUnreferencedFiles(server.database.db, storage)).toBe(0);
    const later = new Date(Date.now() + 2 * DAY);
    const removed = await sweepUnreferencedFiles(server.database.db, storage, { now: later });

    expect(await inBucket(unusedKey)).toBeUndefined();
    expect(await inBucket(orphanKey)).toBeUndefined();
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await inBucket(inUse.storage_key)).toBeDefined();
    const foreign = await bucket.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `${KEY_PREFIX}notes.txt` }),
    );
    expect(foreign.ContentLength).toBe(1);
  });

  // Last: it stops the object store.
  it('answers 503 with Retry-After while the object store is unreachable', async () => {
    const { id } = await upload(samplePdf(), 'later.pdf');
    await s3.close();
    const read = await download(id, editorToken);
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samplePdf())]), 'nu.pdf');
    expect((await editor.post('/files', form)).status).toBe(503);
  });
});
