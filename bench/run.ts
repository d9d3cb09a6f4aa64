// `npm run bench`: prepares its own database (PostgreSQL when DATABASE_URL is set, else PGlite;
// 100,000 scale-seeded evaluations, reused when already there), starts the gateway as a child
// process, drives it from this process with autocannon over loopback, and writes
// bench/results/<date>-<database>.json and a Markdown table. Stops by itself within 15 minutes.
//   --quick            a one-minute subset (the main scenarios for 4 s each: no cold path, sweep or
//                      PGlite comparison)
//   --smoke            a few seconds on the demo data (npm test: the harness works and writes)
//   --evaluations N    scale-seeded evaluations (default 100000)
//   --database KIND    postgres | pglite (default: postgres when DATABASE_URL is set)
//   --duration S       seconds per scenario (default 15; quick 4; smoke 1)
//   --out DIR          results folder (default bench/results)
//   --data-dir DIR     where PGlite databases live (default data/bench)
//   --gateway-root DIR measure the gateway of another checkout (a before/after comparison)
//   --use-database URL measure on this PostgreSQL database as it is (prepared by that checkout)
//   --label NAME       added to the result's file name (e.g. before)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type GatewayProcess, startGateway } from '../tests/support/gateway-process.ts';
import { type LoadStats, runOperations, runRequests } from './load.ts';
import { type BenchDatabase, type DatabaseKind, prepareDatabase } from './prepare-database.ts';
import { type BenchResult, markdownTable, type ScenarioResult } from './report.ts';
import {
  type Fixture,
  freshScenarios,
  loadFixture,
  operationScenarios,
  requestScenarios,
  type Scenario,
  searchPartScenarios,
} from './scenarios.ts';
import { computeRatios, computeTargets } from './targets.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    evaluations: { type: 'string' },
    database: { type: 'string' },
    duration: { type: 'string' },
    out: { type: 'string', default: path.join(repoRoot, 'bench', 'results') },
    'data-dir': { type: 'string' },
    'gateway-root': { type: 'string' },
    'use-database': { type: 'string' },
    label: { type: 'string' },
  },
});

const startedAt = Date.now();
/** The whole run stays within this; what would not fit is left out and said. */
const TIME_LIMIT_MS = 15 * 60_000;
const log = (line: string) => process.stdout.write(`${line}\n`);
const mode = options.smoke ? 'smoke' : options.quick ? 'quick' : 'full';
const durationS = Number(options.duration ?? { full: 15, quick: 4, smoke: 1 }[mode]);
const connections = options.smoke ? 2 : 20;
const evaluations = Number(options.evaluations ?? (options.smoke ? 0 : 100_000));
const kind = (options.database ??
  (process.env.DATABASE_URL && !options.smoke ? 'postgres' : 'pglite')) as DatabaseKind;
if (kind !== 'postgres' && kind !== 'pglite')
  throw new Error(`--database ${kind}: postgres or pglite`);
const demoAdmin = {
  email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@example.org',
  password: process.env.DEMO_PASSWORD ?? 'Zorg-Demo-2026',
};

/** The gateway as load tests need it: quiet logs, no auth rate limits in the way, no Redis. */
function gatewayEnv(database: BenchDatabase): Record<string, string> {
  return {
    ...database.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'zorgevaluatie-bench-no-web'),
    ...(process.env.DEMO_PASSWORD ? { DEMO_PASSWORD: process.env.DEMO_PASSWORD } : {}),
    ...(process.env.DEMO_ADMIN_EMAIL ? { DEMO_ADMIN_EMAIL: process.env.DEMO_ADMIN_EMAIL } : {}),
  };
}

/** The gateway's resident memory, sampled every half second. */
function watchMemory(pid: number) {
  const read = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  let peak = read();
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, 500);
  return {
    stop: () => {
      clearInterval(timer);
      return { peakRssMb: Math.round(peak), afterRssMb: Math.round(read()) };
    },
  };
}

/** One request of the scenario, answered 2xx without GraphQL errors, or the run stops here. */
async function probe(baseUrl: string, scenario: Scenario, fixture: Fixture): Promise<void> {
  const spec = scenario.next(fixture);
  const response = await fetch(`${baseUrl}${spec.path}`, {
    method: spec.method,
    headers: { accept: 'application/json', ...spec.headers },
    body: spec.body ?? null,
  });
  const text = await response.text();
  const errors = response.ok ? (JSON.parse(text) as { errors?: unknown[] }).errors : undefined;
  if (!response.ok || errors?.length) {
    throw new Error(`${scenario.name} fails: ${response.status} ${text.slice(0, 500)}`);
  }
}

const timeLeft = () => TIME_LIMIT_MS - (Date.now() - startedAt);
const skipped: string[] = [];

async function measure(
  name: string,
  title: string,
  run: () => Promise<LoadStats>,
  results: ScenarioResult[],
  seconds: number,
): Promise<void> {
  // Room for the run itself and for stopping cleanly afterwards.
  if (timeLeft() < (seconds + 30) * 1000) {
    skipped.push(name);
    log(`  ${name}: left out, the run would pass its 15 minutes`);
    return;
  }
  const stats = await run();
  results.push({ name, title, ...stats });
  log(
    `  ${title} (${stats.connections} conn.): ${stats.rps} req/s, p50 ${stats.p50} ms, p95 ${stats.p95} ms, p99 ${stats.p99} ms${stats.errors ? `, ${stats.errors} errors` : ''}`,
  );
}

async function runScenarios(
  gateway: GatewayProcess,
  fixture: Fixture,
  only: Set<string> | null,
): Promise<{ scenarios: ScenarioResult[]; sweeps: ScenarioResult[] }> {
  const scenarios: ScenarioResult[] = [];
  const sweeps: ScenarioResult[] = [];
  const wanted = (name: string) => only === null || only.has(name);
  const baseUrl = gateway.baseUrl;
  const request = (scenario: Scenario, connectionCount: number) => () =>
    runRequests({
      baseUrl,
      next: () => scenario.next(fixture),
      connections: connectionCount,
      durationS,
    });

  // The quick run keeps to the main scenarios (from the cache) and the two operations.
  const requests = (
    mode === 'quick'
      ? requestScenarios
      : [...requestScenarios, ...freshScenarios, ...searchPartScenarios]
  ).filter((s) => wanted(s.name));
  for (const scenario of requests) await probe(baseUrl, scenario, fixture);
  // A short warm-up of the /v1 and the GraphQL path, so the first scenarios do not pay for the
  // JIT compiler and the database's caches.
  for (const scenario of requestScenarios.slice(0, 2)) {
    await runRequests({
      baseUrl,
      next: () => scenario.next(fixture),
      connections,
      durationS: Math.min(3, durationS),
    });
  }

  for (const scenario of requests)
    await measure(
      scenario.name,
      scenario.title,
      request(scenario, connections),
      scenarios,
      durationS,
    );
  for (const scenario of operationScenarios.filter((s) => wanted(s.name))) {
    const operation = scenario.operation(fixture);
    await measure(
      scenario.name,
      scenario.title,
      () => runOperations({ baseUrl, operation, connections, durationS }),
      scenarios,
      durationS,
    );
  }
  if (mode === 'full') {
    for (const scenario of requestScenarios.filter((s) =>
      ['v1-detail', 'graphql-detail'].includes(s.name),
    )) {
      for (const sweep of [1, 10, 50]) {
        await measure(
          `${scenario.name}@${sweep}`,
          scenario.title,
          request(scenario, sweep),
          sweeps,
          durationS,
        );
      }
    }
  }
  return { scenarios, sweeps };
}

async function withGateway<T>(
  database: BenchDatabase,
  run: (gateway: GatewayProcess) => Promise<T>,
) {
  const gateway = await startGateway(
    gatewayEnv(database),
    300_000,
    options['gateway-root'] ? path.resolve(options['gateway-root']) : undefined,
  );
  try {
    return await run(gateway);
  } finally {
    await gateway.stop();
  }
}

async function main(): Promise<void> {
  log(
    `npm run bench (${mode}): ${kind}, ${evaluations} scale-seeded evaluations, ${durationS} s per scenario`,
  );
  const dataRoot = options['data-dir'];
  const given = options['use-database'];
  const database: BenchDatabase = given
    ? {
        kind: 'postgres',
        env: {
          DATABASE_URL: given,
          DATA_DIR: path.join(os.tmpdir(), 'zorgevaluatie-bench-given'),
          LOG_LEVEL: 'warn',
        },
        evaluations,
        description: `the given database ${new URL(given).pathname.slice(1)}`,
      }
    : await prepareDatabase({
        kind,
        evaluations,
        serverUrl: process.env.DATABASE_URL,
        ...(dataRoot ? { dataRoot } : {}),
        log,
      });
  log(`Database: ${database.description}, ${database.evaluations} evaluations`);

  const only = options.smoke
    ? new Set(['v1-detail', 'graphql-detail', 'graphql-detail-fresh', 'write-mix'])
    : null;
  let memory = { peakRssMb: 0, afterRssMb: 0 };
  const { scenarios, sweeps } = await withGateway(database, async (gateway) => {
    const fixture = await loadFixture(gateway.baseUrl, demoAdmin);
    const watcher = watchMemory(gateway.child.pid ?? 0);
    try {
      return await runScenarios(gateway, fixture, only);
    } finally {
      memory = watcher.stop();
    }
  });

  // The same /v1 detail on PGlite, for the embedded database's place beside PostgreSQL.
  if (mode === 'full' && kind === 'postgres' && !given && timeLeft() > 5 * 60_000) {
    log('PGlite beside PostgreSQL (the same /v1 detail)...');
    const pglite = await prepareDatabase({
      kind: 'pglite',
      evaluations,
      ...(dataRoot ? { dataRoot } : {}),
      log,
    });
    await withGateway(pglite, async (gateway) => {
      const fixture = await loadFixture(gateway.baseUrl, demoAdmin);
      // From the cache and without it: only the second says much about the database.
      for (const detail of [requestScenarios[0], freshScenarios[0]] as Scenario[]) {
        await measure(
          `${detail.name}-pglite`,
          `${detail.title} (PGlite)`,
          () =>
            runRequests({
              baseUrl: gateway.baseUrl,
              next: () => detail.next(fixture),
              connections,
              durationS,
            }),
          scenarios,
          durationS,
        );
      }
    });
  } else if (mode === 'full' && kind === 'postgres') skipped.push('v1-detail-pglite');

  const date = new Date().toISOString().slice(0, 10);
  const result: BenchResult = {
    date,
    database: kind,
    evaluations: database.evaluations,
    quick: mode !== 'full',
    machine: { cpus: os.availableParallelism(), node: process.version },
    scenarios,
    sweeps,
    ratios: computeRatios(scenarios),
    memory,
    targets: kind === 'postgres' && mode === 'full' ? computeTargets(scenarios, memory) : [],
  };
  fs.mkdirSync(options.out, { recursive: true });
  const suffix = [mode === 'full' ? '' : mode, options.label ?? '']
    .filter(Boolean)
    .map((part) => `-${part}`)
    .join('');
  const file = path.join(options.out, `${date}-${kind}${suffix}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ ...result, skipped }, null, 2)}\n`);
  log('');
  log(markdownTable(result));
  if (skipped.length > 0) log(`Left out to stay within 15 minutes: ${skipped.join(', ')}`);
  log(
    `Results written to ${path.relative(process.cwd(), file)} (${((Date.now() - startedAt) / 1000).toFixed(0)} s in all)`,
  );
}

try {
  await main();
} catch (error) {
  process.stderr.write(`npm run bench failed: ${error instanceof Error ? error.stack : error}\n`);
  process.exitCode = 1;
}
