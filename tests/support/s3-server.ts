// A real S3-compatible server for tests and the local topology: s3rver on a free port, its data in
// a temporary folder, with one bucket. `env` holds the settings a gateway needs to store its files
// there. s3rver speaks S3's REST API (PutObject, GetObject, ListObjectsV2, DeleteObject) over
// HTTP with path-style addressing; it does not check signatures, so credentials are placeholders.
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** STORAGE_DRIVER and the S3_* variables of a gateway using this server. */
  env: Record<string, string>;
  /** Stops the server and removes its data (a second call waits for the first). */
  close(): Promise<void>;
}

export async function startS3Server(): Promise<S3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-s3-'));
  const bucket = 'zorgevaluatie-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    await fs.rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const region = 'us-east-1';
  // s3rver's documented placeholders.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  let closed: Promise<void> | undefined;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close() {
      closed ??= server.close().then(() => fs.rm(directory, { recursive: true, force: true }));
      return closed;
    },
  };
}
