// An upload on its way in is written to a temporary file under DATA_DIR/tmp/uploads, never held
// whole in memory: it is checked there by content (file-types.ts, ooxml-package.ts), streamed to
// the file storage from there, and removed in every case. DATA_DIR rather than the system's /tmp,
// which may be a memory filesystem; the file sweep removes what a crash left behind.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../../config.ts';
import { HttpError } from '../http-errors.ts';

export interface SpooledFile {
  path: string;
  sizeBytes: number;
  /** Removes the temporary file (again is fine). */
  remove(): Promise<void>;
}

const SUFFIX = '.upload';

export function spoolDirectory(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'tmp', 'uploads');
}

/** Passes at most `maxBytes` on; one byte more fails the write with 413. */
function byteLimit(maxBytes: number): Transform {
  let count = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      count += chunk.byteLength;
      callback(count > maxBytes ? new HttpError(413, 'error.tooLarge') : null, chunk);
    },
  });
}

/**
 * Writes the stream to a new temporary file in `directory`. An error of the source (a client that
 * went away), of the disk (full: 507) or of the limit (413) removes the file and is thrown.
 */
export async function spoolStream(
  source: Readable,
  directory: string,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<SpooledFile> {
  await fs.mkdir(directory, { recursive: true });
  const filePath = path.join(directory, `${randomUUID()}${SUFFIX}`);
  const remove = () => fs.rm(filePath, { force: true });
  try {
    await pipeline(source, byteLimit(maxBytes), createWriteStream(filePath, { flags: 'wx' }));
    const { size } = await fs.stat(filePath);
    return { path: filePath, sizeBytes: size, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Bytes already in memory (a bug report's screenshot), spooled to take the same path as uploads. */
export function spoolBytes(bytes: Uint8Array, directory: string): Promise<SpooledFile> {
  return spoolStream(
    Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
    directory,
  );
}

/** Removes temporary files last written before `cutoff` (a crash mid-upload); answers how many. */
export async function removeStaleSpools(directory: string, cutoff: Date): Promise<number> {
  const names = await fs.readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(SUFFIX)) continue;
    const filePath = path.join(directory, name);
    const stat = await fs.stat(filePath).catch(() => undefined);
    if (!stat || stat.mtime >= cutoff) continue;
    await fs.rm(filePath, { force: true });
    removed += 1;
  }
  return removed;
}
