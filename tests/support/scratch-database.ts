// An empty PostgreSQL database of its own on the DATABASE_URL server, for tests that start real
// gateway processes on it (they migrate and seed it themselves); dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** Connection URL of the new database. */
  url: string;
  /** Runs one statement on it (a short-lived connection) and answers its rows. */
  query<T extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `t_faults_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query<T extends Record<string, unknown>>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
