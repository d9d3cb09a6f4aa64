// File bytes in S3-compatible object storage (AWS S3, MinIO, Ceph; s3rver in the tests), so that
// gateways on several hosts share them. Objects are written with one PutObject each (atomic: a
// crash leaves no partial object) and read back as a stream; nothing is held whole in memory.

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { isSocketErrorCode } from '../socket-errors.ts';
import {
  checkedStorageKey,
  contentStream,
  type FileStorage,
  isStorageKey,
  measuringStream,
  newStorageKey,
  StorageFullError,
  StorageUnavailableError,
  StoredObjectMissingError,
} from './file-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible server (MinIO, Ceph); unset: AWS. */
  endpoint?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and s3rver need it). */
  forcePathStyle: boolean;
  /** Without them the AWS default chain answers (environment, profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key, so one bucket can hold several deployments' files. */
  keyPrefix: string;
  /** Where the SDK's warnings go (the gateway's log); default the console. */
  logger?: StorageLogger;
}

export interface StorageLogger {
  warn(message: string): void;
}

const ignore = () => {};

interface SdkError {
  name?: unknown;
  code?: unknown;
  $metadata?: { httpStatusCode?: number };
}

/**
 * The SDK's errors as the storage's own: a missing key (404 where files are served), a full store
 * (507), and an unreachable or failing server (503, retried by the SDK first). Anything else (no
 * such bucket, access denied) is a configuration fault and stays as it is: a logged 500.
 */
function storageError(error: unknown, storageKey: string): unknown {
  const { name, code, $metadata } = (error ?? {}) as SdkError;
  const status = $metadata?.httpStatusCode;
  if (name === 'NoSuchKey') return new StoredObjectMissingError(storageKey);
  if (name === 'XMinioStorageFull' || status === 507)
    return new StorageFullError('The object store is full', { cause: error });
  if (
    isSocketErrorCode(code) ||
    name === 'TimeoutError' ||
    (status !== undefined && [500, 502, 503, 504].includes(status))
  )
    return new StorageUnavailableError('The object store is unavailable', { cause: error });
  return error;
}

export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  const logger = options.logger ?? console;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: the default (a CRC32 trailer on every upload) is not
    // understood by every S3-compatible server; s3rver stores such streamed bodies corrupted.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A server that does not answer ends the request (503) instead of holding it. The socket limit
    // is for idle sockets: a download paused by a slow client for a minute is cut off.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
    // The SDK's warnings (sockets at capacity; an upload not retried, since a stream cannot be sent
    // twice) go to the log. Its errors are each failed command, which the caller answers and the
    // error handler logs already (a missing key is no error at all).
    logger: {
      debug: ignore,
      info: ignore,
      warn: (message: unknown) => logger.warn(`S3 client: ${String(message)}`),
      error: ignore,
    },
  });
  const Bucket = options.bucket;
  const objectKey = (storageKey: string) => `${options.keyPrefix}${checkedStorageKey(storageKey)}`;

  return {
    async put(content, extension) {
      const { stream, sizeBytes } = contentStream(content);
      const storageKey = newStorageKey(extension);
      const measure = measuringStream(sizeBytes);
      // A failing source (or one longer or shorter than announced) aborts the request: the SDK only
      // pipes the body, so without this the server would wait for the missing bytes. A request that
      // fails ends the source.
      const abort = new AbortController();
      let bodyError: unknown;
      stream.once('error', (error) => measure.stream.destroy(error));
      measure.stream.once('error', (error) => {
        bodyError = error;
        abort.abort();
      });
      measure.stream.once('close', () => stream.destroy());
      stream.pipe(measure.stream);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(storageKey),
            Body: measure.stream,
            ContentLength: sizeBytes,
          }),
          { abortSignal: abort.signal },
        );
      } catch (error) {
        throw bodyError ?? storageError(error, storageKey);
      }
      return { storageKey, ...measure.result() };
    },
    async read(storageKey) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(storageKey) }),
        );
        // In Node the body is the response stream itself (an http.IncomingMessage).
        return object.Body as Readable;
      } catch (error) {
        throw storageError(error, storageKey);
      }
    },
    async remove(storageKey) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(storageKey) }));
      } catch (error) {
        throw storageError(error, storageKey);
      }
    },
    async removeLeftovers() {
      // Nothing to do: PutObject is atomic (no partial object after a crash), and this adapter
      // starts no multipart uploads whose parts could be left behind. Complete objects that no row
      // names are the orphan pass's (listKeys); docs/deployment.md suggests a lifecycle rule for
      // incomplete multipart uploads of other tools in the same bucket.
      return 0;
    },
    async *listKeys(storedBefore) {
      try {
        const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: options.keyPrefix });
        for await (const page of pages) {
          for (const object of page.Contents ?? []) {
            const storageKey = object.Key?.slice(options.keyPrefix.length) ?? '';
            // Only keys of our own format: anything else in the bucket is not ours to remove.
            if (!isStorageKey(storageKey) || !object.LastModified) continue;
            if (object.LastModified < storedBefore) yield storageKey;
          }
        }
      } catch (error) {
        throw storageError(error, '(listing)');
      }
    },
    async close() {
      client.destroy();
    },
  };
}
