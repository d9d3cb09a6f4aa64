// Helpers shared by the seed tests: a migrated database with a temporary upload folder, and the demo
// options used everywhere.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { SeedDemoOptions } from '../db/seed/seed-demo.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createLocalFileStorage } from '../storage/local-file-storage.ts';
import type { TestDatabase, TestDatabaseTarget } from './test-database.ts';

export interface TempStorage {
  root: string;
  storage: FileStorage;
  /** How many files are stored below the root. */
  countFiles(): Promise<number>;
  remove(): Promise<void>;
}

export async function createTempStorage(): Promise<TempStorage> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-seed-test-'));
  return {
    root,
    storage: createLocalFileStorage(root),
    async countFiles() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).length;
    },
    remove: () => fs.rm(root, { recursive: true, force: true }),
  };
}

/** What a seed test works on: a migrated, empty database and a temporary upload folder. */
export interface SeedFixture {
  database: TestDatabase;
  files: TempStorage;
}

/**
 * Opens the database and the upload folder before the tests of the enclosing describe block and
 * removes both after them. Read the fields inside hooks and tests, not while the block is declared.
 */
export function useSeedFixture(target: TestDatabaseTarget): SeedFixture {
  let database: TestDatabase | undefined;
  let files: TempStorage | undefined;
  beforeAll(async () => {
    database = await target.open();
    files = await createTempStorage();
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
    await files?.remove();
  });
  const opened = () => {
    if (!database || !files)
      throw new Error('the seed fixture is not open: use it inside hooks and tests');
    return { database, files };
  };
  return {
    get database() {
      return opened().database;
    },
    get files() {
      return opened().files;
    },
  };
}

export const testPassword = 'Demo-Wachtwoord-1';
/** A fixed day, so phases and dates in the assertions do not depend on when the tests run. */
export const testToday = new Date('2026-11-22T10:00:00Z');

export function demoOptions(storage: FileStorage): SeedDemoOptions {
  return {
    storage,
    password: testPassword,
    today: testToday,
    accounts: [
      { role: 'admin', email: 'admin@example.org' },
      { role: 'editor', email: 'editor@example.org' },
      { role: 'researcher', email: 'researcher@example.org' },
    ],
  };
}
