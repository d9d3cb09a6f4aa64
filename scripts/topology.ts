// `npm run topology`: starts the scaled deployment without containers (scripts/topology/) and runs
// the smoke test through both gateways, then stops everything and exits 0 when every check passed.
// `npm run topology -- --keep` leaves it running (Ctrl-C stops it and drops its database).
// DATABASE_URL and REDIS_URL name the servers (default: this machine's PostgreSQL and Redis);
// TOPOLOGY_PORTS=4001,4002 fixes the gateways' ports.
import { parseArgs } from 'node:util';
import { runSmoke } from './topology/smoke.ts';
import { startTopology } from './topology/topology.ts';

const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
const databaseServerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const ports = process.env.TOPOLOGY_PORTS?.split(',').map(Number) as [number, number] | undefined;

console.log(`Starting two gateways on ${databaseServerUrl} and ${redisUrl} ...`);
const topology = await startTopology({ databaseServerUrl, redisUrl, ...(ports ? { ports } : {}) });
const [first, second] = topology.gateways;
console.log(`gateway 1  ${first.baseUrl}`);
console.log(`gateway 2  ${second.baseUrl}`);
console.log(`S3         ${topology.s3.endpoint} (bucket ${topology.s3.bucket})`);
console.log(`SMTP       ${topology.mail.url}`);
console.log(`database   ${topology.database.url}`);

let failed = false;
try {
  for (const { name, result } of await runSmoke(topology)) console.log(`ok  ${name}: ${result}`);
  console.log('Smoke test passed through both gateways.');
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
}

if (values.keep && !failed) {
  console.log('Running; Ctrl-C stops both gateways and drops the database.');
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
}
await topology.stop();
process.exit(failed ? 1 : 0);
