// Shared pieces of the seed command lines: opening the configured database, printing results, and
// running the command to an exit code.
import path from 'node:path';
import { type Config, ConfigError } from '../../config.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { type DatabaseHandle, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import type { SeedDemoOptions } from './seed-demo.ts';
import type { SeedSummary } from './tables.ts';

export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

export function describeDatabase(config: Config, handle: DatabaseHandle): string {
  if (handle.kind === 'pglite') return `PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const url = new URL(config.DATABASE_URL ?? '');
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/** The demo content's options; the caller creates the storage (createFileStorage) and closes it. */
export function demoOptionsFrom(config: Config, storage: FileStorage): SeedDemoOptions {
  return {
    storage,
    accounts: config.demoAccounts,
    password: config.DEMO_PASSWORD,
  };
}

/** Table counts in aligned columns, three per line. */
export function formatSummary(summary: SeedSummary): string {
  const entries = Object.entries(summary).filter(([, count]) => count > 0);
  const width = Math.max(...entries.map(([table]) => table.length));
  const cells = entries.map(
    ([table, count]) => `${table.padEnd(width)} ${String(count).padStart(6)}`,
  );
  const lines: string[] = [];
  for (let index = 0; index < cells.length; index += 3) {
    lines.push(`  ${cells.slice(index, index + 3).join('   ')}`);
  }
  return lines.join('\n');
}

export function formatAccounts(config: Config): string {
  return [
    `Demo accounts (password: ${config.DEMO_PASSWORD}):`,
    ...config.demoAccounts.map((account) => `  ${account.role.padEnd(10)} ${account.email}`),
  ].join('\n');
}

export function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/**
 * Runs a command line's main and sets the exit code it answers. A failure sets 1 and is printed
 * after `failing` ("Seeding failed"): a bad setting or argument by its message alone.
 */
export async function runCommand(failing: string, main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    const message =
      error instanceof ConfigError || error instanceof TypeError ? error.message : error;
    console.error(`${failing}:`, message);
    process.exitCode = 1;
  }
}
