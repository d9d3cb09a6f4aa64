// The scaled deployment of docker-compose.yml without containers: the machine's PostgreSQL (a
// database of this run's own) and Redis (a key space of this run's own), a local S3-compatible
// server, an SMTP catcher, migrations run once as the compose file's `migrate` job does, then two
// gateway processes on all of them. Used by `npm run topology` and tests/deployment/topology.test.ts.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type GatewayProcess,
  repoRoot,
  startGateway,
} from '../../tests/support/gateway-process.ts';
import { startS3Server } from '../../tests/support/s3-server.ts';
import {
  createScratchDatabase,
  type ScratchDatabase,
} from '../../tests/support/scratch-database.ts';
import { type SmtpSink, startSmtpSink } from '../../tests/support/smtp-sink.ts';

export interface TopologyOptions {
  /** A PostgreSQL server; the topology makes a database of its own on it and drops it at the end. */
  databaseServerUrl: string;
  redisUrl: string;
  /** Fixed ports for the two gateways (0 or unset: free ones). */
  ports?: [number, number];
  /** Settings for both gateways on top of the topology's own. */
  env?: Record<string, string>;
}

export interface Topology {
  gateways: [GatewayProcess, GatewayProcess];
  database: ScratchDatabase;
  mail: SmtpSink;
  s3: Awaited<ReturnType<typeof startS3Server>>;
  /** The settings both gateways share (what the compose file's `x-gateway-environment` holds). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Runs `npm run migrate` (the compose file's one-shot job) against the database. */
async function migrateOnce(databaseUrl: string): Promise<void> {
  const child = spawn(process.execPath, ['gateway/src/db/migrate-cli.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // 'close': the process has ended and its output has all been read.
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`migrate exited with ${code}:\n${output}`);
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const database = await createScratchDatabase(options.databaseServerUrl);
    cleanups.push(() => database.drop());
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const mail = await startSmtpSink();
    cleanups.push(() => mail.close());
    await migrateOnce(database.url);

    const run = randomUUID();
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      MIGRATE_ON_START: 'false',
      REDIS_URL: options.redisUrl,
      // This run's own key space and channel: the machine's Redis outlives the topology.
      RATE_LIMIT_REDIS_NAMESPACE: `zv-topology:${run}:`,
      ANONYMOUS_CACHE_REDIS_CHANNEL: `zv-topology:${run}:cache`,
      SMTP_URL: mail.url,
      ...s3.env,
      ...options.env,
    };
    const start = async (port: number | undefined, extra: Record<string, string>) => {
      // No shared disk: each gateway gets a data directory of its own.
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-topology-'));
      cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
      const gateway = await startGateway({
        ...env,
        DATA_DIR: dataDir,
        ...(port ? { PORT: String(port) } : {}),
        ...extra,
      });
      cleanups.push(() => gateway.stop());
      return gateway;
    };
    // As in the compose file: the first seeds the demo content into the empty database.
    const first = await start(options.ports?.[0], {});
    const second = await start(options.ports?.[1], { SEED_DEMO: 'false' });
    return { gateways: [first, second], database, mail, s3, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
