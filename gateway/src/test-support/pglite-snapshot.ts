// A migrated, empty PGlite data directory, made once and reused by every test that opens PGlite:
// creating a PGlite runs initdb (seconds on this machine), loading a data directory does not. The
// tarball is kept in the system's temporary folder under a name derived from the migrations and
// the PGlite version, so a schema change makes a new one and parallel test workers share it.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

const migrationsDir = path.join(import.meta.dirname, '../db/migrations');
const PREFIX = 'zorgevaluatie-pglite-';

/** Changes with any migration, the migrator and the PGlite version. */
async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // The package exports no package.json: read it beside the resolved entry's package folder.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageDir = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const pglite = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pglite.version);
  for (const name of (await fs.readdir(migrationsDir)).sort())
    hash.update(name).update(await fs.readFile(path.join(migrationsDir, name)));
  hash.update(await fs.readFile(path.join(import.meta.dirname, '../db/migrate.ts')));
  return hash.digest('hex').slice(0, 16);
}

/** Written aside and renamed: a worker reading at the same moment sees all of it or nothing. */
async function store(file: string, tarball: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
  await fs.rename(partial, file);
  // Snapshots of older schemas are of no use any more (another worker's partial one may be).
  const folder = path.dirname(file);
  for (const name of await fs.readdir(folder))
    if (name.startsWith(PREFIX) && name.endsWith('.tar') && path.join(folder, name) !== file)
      await fs.rm(path.join(folder, name), { force: true });
}

async function makeSnapshot(file: string): Promise<Blob> {
  const handle = await openDatabase({});
  try {
    await migrateToLatest(handle.db);
    const tarball = await handle.dumpDataDir?.();
    if (!tarball) throw new Error('PGlite gave no data directory');
    await store(file, tarball).catch((error: unknown) => {
      // Only a cache: without it the next test file makes its own snapshot.
      process.emitWarning(`PGlite snapshot not stored: ${String(error)}`);
    });
    return tarball;
  } finally {
    await handle.close();
  }
}

let snapshot: Promise<Blob> | undefined;

/** The migrated data directory, from the temporary folder or made now. */
export function migratedPgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = path.join(os.tmpdir(), `${PREFIX}${await schemaFingerprint()}.tar`);
    const stored = await fs.readFile(file).catch(() => undefined);
    return stored ? new Blob([stored]) : makeSnapshot(file);
  })();
  return snapshot;
}
