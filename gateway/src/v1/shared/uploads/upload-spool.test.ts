// An upload's temporary file: written as the stream arrives, cut off at the limit (413), removed
// on every error, and swept once a crash left it behind for a day.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http-errors.ts';
import { removeStaleSpools, spoolBytes, spoolStream } from './upload-spool.ts';

describe('upload spool', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-spool-'));
  });
  afterEach(() => fs.rm(folder, { recursive: true, force: true }));

  const chunks = (count: number) => Array.from({ length: count }, () => Buffer.alloc(1000, 1));

  it('writes the stream to a new file and removes it on request', async () => {
    const spooled = await spoolStream(Readable.from(chunks(5)), folder, 5000);
    expect(spooled.sizeBytes).toBe(5000);
    expect((await fs.readFile(spooled.path)).byteLength).toBe(5000);
    await spooled.remove();
    await spooled.remove();
    expect(await fs.readdir(folder)).toEqual([]);
  });

  it('refuses a byte past the limit with 413 and keeps nothing', async () => {
    const refused = spoolStream(Readable.from(chunks(5)), folder, 4999);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 413 });
    expect(await fs.readdir(folder)).toEqual([]);
  });

  it('keeps nothing of a source that fails part way (a client that went away)', async () => {
    const source = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('aborted'));
      },
    });
    await expect(spoolStream(source, folder)).rejects.toThrow('aborted');
    expect(await fs.readdir(folder)).toEqual([]);
  });

  it('sweeps temporary files older than the cutoff, and nothing else', async () => {
    const stale = await spoolBytes(new Uint8Array([1, 2, 3]), folder);
    const fresh = await spoolBytes(new Uint8Array([4]), folder);
    const other = path.join(folder, 'notes.txt');
    await fs.writeFile(other, 'x');
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const file of [stale.path, other]) await fs.utimes(file, old, old);

    expect(await removeStaleSpools(folder, new Date(Date.now() - 60 * 60 * 1000))).toBe(1);
    expect((await fs.readdir(folder)).sort()).toEqual(
      [path.basename(fresh.path), 'notes.txt'].sort(),
    );
    expect(await removeStaleSpools(path.join(folder, 'missing'), new Date())).toBe(0);
  });
});
