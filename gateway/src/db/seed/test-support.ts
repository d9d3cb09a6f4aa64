// Helpers shared by the seed tests: a temporary upload folder and the demo options used everywhere.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FileStorage } from '../../storage/file-storage.ts';
import { createLocalFileStorage } from '../../storage/local-file-storage.ts';
import type { SeedDemoOptions } from './seed-demo.ts';

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
