// `npm run test:soak`: ten minutes of mixed load on PostgreSQL (a database of its own on
// DATABASE_URL's server, by default the local test server), a report, and a non-zero exit code
// on failure. Then the property fuzzing of /v1 with FUZZ_RUNS (default 300) cases per route.
// Options: --duration <seconds> (or SOAK_DURATION_S), --pglite (no PostgreSQL).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../support/gateway-process.ts';
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

// The property fuzzing of every /v1 route, with many more cases than npm test's few (a fresh seed).
const fuzzRuns = process.env.FUZZ_RUNS ?? '300';
process.stdout.write(`\nProperty fuzz tests, ${fuzzRuns} runs per route (FUZZ_RUNS):\n`);
const fuzz = spawnSync(
  process.execPath,
  [path.join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/api/fuzz-requests.test.ts'],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: fuzzRuns } },
);
if (fuzz.status !== 0) failed = true;
process.exit(failed ? 1 : 0);
