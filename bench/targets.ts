// Ratios between scenarios of one run, and issue 13's targets checked against the figures.
import type { Ratio, ScenarioResult, Target } from './report.ts';

const round = (value: number) => Math.round(value * 100) / 100;

export function computeRatios(scenarios: ScenarioResult[]): Ratio[] {
  const by = new Map(scenarios.map((scenario) => [scenario.name, scenario]));
  const ratios: Ratio[] = [];
  const add = (name: string, title: string, value: number | null, basis: string) => {
    if (value !== null && Number.isFinite(value))
      ratios.push({ name, title, value: round(value), basis });
  };
  const p50 = (name: string) => by.get(name)?.p50 ?? null;
  const divide = (a: number | null, b: number | null) =>
    a === null || b === null || b === 0 ? null : a / b;

  add(
    'graphql-overhead',
    'GraphQL detail against the one /v1 call it wraps, no cache (median)',
    divide(p50('graphql-detail-fresh'), p50('v1-detail-fresh')),
    'p50 graphql-detail-fresh / p50 v1-detail-fresh',
  );
  add(
    'graphql-overhead-cached',
    'GraphQL detail against the /v1 detail, both from the cache (median)',
    divide(p50('graphql-detail'), p50('v1-detail')),
    'p50 graphql-detail / p50 v1-detail',
  );
  add(
    'rest-sequential-vs-graphql',
    'REST client without includes (sequential /v1 calls) against GraphQL detail (median)',
    divide(p50('rest-sequential-detail'), p50('graphql-detail')),
    'p50 rest-sequential-detail / p50 graphql-detail',
  );
  const parts = ['v1-search-associations', 'v1-search-programs', 'v1-search-evaluations']
    .map(p50)
    .filter((value): value is number => value !== null);
  add(
    'search-fan-out',
    'GraphQL search (no cache) against the slowest of its three /v1 lists (median)',
    parts.length === 3 ? divide(p50('graphql-search-fresh'), Math.max(...parts)) : null,
    'p50 graphql-search-fresh / max p50 of v1-search-*',
  );
  // Counted where no answer comes from the facade's cache (a cached answer makes no call).
  for (const name of ['graphql-detail', 'graphql-list', 'graphql-search', 'home']) {
    const calls = (by.get(`${name}-fresh`) ?? by.get(name))?.v1CallsPerRequest;
    if (calls !== undefined)
      add(
        `v1-calls-${name}`,
        `/v1 calls per ${name} operation`,
        calls,
        'Server-Timing of each answer without the cache',
      );
  }
  for (const [suffix, label] of [
    ['-fresh', 'no cache'],
    ['', 'from the cache'],
  ] as const) {
    const postgres = by.get(`v1-detail${suffix}`);
    const pglite = by.get(`v1-detail${suffix}-pglite`);
    if (!postgres || !pglite) continue;
    add(
      `pglite-rps${suffix}`,
      `PGlite against PostgreSQL, /v1 detail requests/s (${label})`,
      divide(pglite.rps, postgres.rps),
      `rps v1-detail${suffix}-pglite / rps v1-detail${suffix}`,
    );
    add(
      `pglite-p50${suffix}`,
      `PGlite against PostgreSQL, /v1 detail median latency (${label})`,
      divide(pglite.p50, postgres.p50),
      `p50 v1-detail${suffix}-pglite / p50 v1-detail${suffix}`,
    );
  }
  return ratios;
}

/** Issue 13's targets (PostgreSQL, 100,000 evaluations, 20 connections, this machine kind). */
export function computeTargets(
  scenarios: ScenarioResult[],
  memory: { peakRssMb: number },
): Target[] {
  const by = new Map(scenarios.map((scenario) => [scenario.name, scenario]));
  const targets: Target[] = [];
  const throughput = (name: string, title: string, rps: number, percentile: 'p95' | 'p99') => {
    const row = by.get(name);
    if (!row) return;
    targets.push({
      name,
      title,
      goal: `>= ${rps.toLocaleString('en-US')} req/s, ${percentile} < 50 ms`,
      measured: `${row.rps.toLocaleString('en-US')} req/s, ${percentile} ${row[percentile]} ms`,
      met: row.rps >= rps && row[percentile] < 50,
    });
  };
  throughput('v1-detail', '/v1 evaluation detail, every include', 1_500, 'p99');
  throughput('graphql-detail', 'GraphQL evaluation detail', 1_000, 'p95');
  throughput('v1-list', '/v1 list page of 25', 500, 'p95');
  throughput('v1-search', '/v1 full-text search', 500, 'p95');
  throughput('graphql-search', 'GraphQL search', 300, 'p95');
  const overhead = computeRatios(scenarios).find((ratio) => ratio.name === 'graphql-overhead');
  if (overhead)
    targets.push({
      name: 'graphql-overhead',
      title: 'GraphQL overhead over the /v1 call, no cache (median)',
      goal: '<= 1.3x',
      measured: `${overhead.value}x`,
      met: overhead.value <= 1.3,
    });
  const listCalls = (by.get('graphql-list-fresh') ?? by.get('graphql-list'))?.v1CallsPerRequest;
  if (listCalls !== undefined)
    targets.push({
      name: 'graphql-list-calls',
      title: 'Page of 25 with nested parts',
      goal: '<= 4 /v1 calls',
      measured: `${listCalls} calls`,
      met: listCalls <= 4,
    });
  targets.push({
    name: 'memory',
    title: 'Gateway memory under load',
    goal: '< 300 MB',
    measured: `${memory.peakRssMb} MB`,
    met: memory.peakRssMb < 300,
  });
  return targets;
}
