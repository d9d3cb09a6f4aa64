// `npm run test:soak`: ten minutes of mixed load on PostgreSQL (a database of its own on
// DATABASE_URL's server, by default the local test server), a report, and a non-zero exit code
// on failure. Then, when tests/fuzz exists, the property fuzz tests with 2,000 runs each.
// Options: --duration <seconds> (or SOAK_DURATION_S), --pglite (no PostgreSQL).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../helpers/gateway-process.ts';
import { formatSoakReport, runSoak } from './soak.ts';

const { values } = parseArgs({
  options: { duration: { type: 'string' }, pglite: { type: 'boolean', default: false } },
});
const durationS = Number(values.duration ?? process.env.SOAK_DURATION_S ?? 600);
if (!Number.isFinite(durationS) || durationS < 10) {
  process.stderr.write('--duration must be a number of seconds, at least 10\n');
  process.exit(2);
}
const databaseUrl = values.pglite
  ? undefined
  : process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const result = await runSoak({
  durationS,
  databaseUrl,
  log: (line) => process.stdout.write(`${line}\n`),
});
process.stdout.write(`\n${formatSoakReport(result)}\n`);
let failed = !result.passed;

const fuzzDir = path.join(repoRoot, 'tests/fuzz');
if (fs.existsSync(fuzzDir)) {
  process.stdout.write('\nProperty fuzz tests, 2,000 runs each (FUZZ_RUNS=2000):\n');
  const fuzz = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/fuzz'],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: '2000' } },
  );
  if (fuzz.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
