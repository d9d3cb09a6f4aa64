// `npm run topology` as a test: the compose file's topology without containers (two gateway
// processes, this machine's PostgreSQL and Redis, a local S3-compatible server, an SMTP catcher),
// and the smoke test through both gateways. Needs DATABASE_URL and REDIS_URL, as CI sets them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSmoke, smokeChecks } from '../../scripts/topology/smoke.ts';
import { startTopology, type Topology } from '../../scripts/topology/topology.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)('the topology without containers', () => {
  let topology: Topology;

  beforeAll(async () => {
    if (!databaseUrl || !redisUrl) return;
    topology = await startTopology({ databaseServerUrl: databaseUrl, redisUrl });
  });
  afterAll(async () => {
    await topology?.stop();
  });

  it('runs both gateways on the shared services only', () => {
    // Files go to the S3 server (each gateway has a data directory of its own), and migrations
    // ran once before the gateways started, as the compose file's migrate job does.
    expect(topology.env.STORAGE_DRIVER).toBe('s3');
    expect(topology.env.MIGRATE_ON_START).toBe('false');
  });

  it('passes every smoke check through both gateways', async () => {
    const results = await runSmoke(topology);
    expect(results.map((result) => result.name)).toEqual(smokeChecks.map((check) => check.name));
  });
});
