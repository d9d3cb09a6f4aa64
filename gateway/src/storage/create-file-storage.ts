// The file storage STORAGE_DRIVER names: local disk under DATA_DIR/uploads, or an S3 bucket.
import path from 'node:path';
import { type Config, ConfigError } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3FileStorage, type StorageLogger } from './s3-file-storage.ts';

/** `logger` takes the S3 client's warnings (the gateway's log; default the console). */
export function createFileStorage(config: Config, logger?: StorageLogger): FileStorage {
  if (config.STORAGE_DRIVER === 'local')
    return createLocalFileStorage(path.join(config.dataDir, 'uploads'));
  // loadConfig refuses s3 without a bucket; this narrows the type for a hand-made config.
  if (!config.S3_BUCKET)
    throw new ConfigError('Invalid S3_BUCKET: required when STORAGE_DRIVER is s3');
  return createS3FileStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    keyPrefix: config.S3_KEY_PREFIX,
    logger,
  });
}
