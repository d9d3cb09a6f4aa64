// A soak: a real gateway process (on a PostgreSQL database of its own, or PGlite) under a bounded
// mixed load for a given time, with its memory sampled from inside (tests/soak/memory-probe.ts).
// It passes when fewer than 0.1% of the operations fail, every kind ran, memory shows no growth
// trend after warm-up, and the gateway then stops cleanly (exit 0).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { percentile } from '../../bench/load.ts';
import { loadFixture } from '../../bench/scenarios.ts';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';
import { repoRoot, startGateway } from '../support/gateway-process.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { type MemorySample, memoryTrend, type TrendCheck } from './memory-trend.ts';
import { type KindRecord, soakKinds, soakStep } from './soak-mix.ts';

export const MAX_ERROR_RATE = 0.001;

export interface SoakOptions {
  durationS: number;
  /** A PostgreSQL server: the soak creates a database of its own there and drops it after. */
  databaseUrl?: string | undefined;
  /** Clients sending at once. */
  connections?: number;
  memoryIntervalMs?: number;
  log?: (line: string) => void;
}

export interface KindStats {
  kind: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  examples: string[];
}

export interface SoakResult {
  durationS: number;
  database: 'postgres' | 'pglite';
  kinds: KindStats[];
  total: number;
  errors: number;
  errorRate: number;
  memory: MemorySample[];
  trend: TrendCheck[];
  exitCode: number | null;
  failures: string[];
  passed: boolean;
}

const round = (value: number) => Math.round(value * 10) / 10;

function statsOf(kind: string, record: KindRecord | undefined): KindStats {
  const sorted = Float64Array.from(record?.times ?? []).sort();
  return {
    kind,
    count: sorted.length + (record?.errors ?? 0),
    errors: record?.errors ?? 0,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    examples: record?.examples ?? [],
  };
}

async function readSamples(file: string): Promise<MemorySample[]> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MemorySample);
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => {});
  const connections = options.connections ?? 4;
  const memoryIntervalMs =
    options.memoryIntervalMs ?? Math.max(1_000, Math.round((options.durationS * 1000) / 60));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-soak-'));
  const memoryFile = path.join(dataDir, 'memory.jsonl');
  let scratch: ScratchDatabase | undefined;
  try {
    if (options.databaseUrl) scratch = await createScratchDatabase(options.databaseUrl);
    log(`soak: starting the gateway on ${scratch ? 'PostgreSQL' : 'PGlite'}`);
    const gateway = await startGateway(
      {
        DATA_DIR: dataDir,
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
        SOAK_MEMORY_FILE: memoryFile,
        SOAK_MEMORY_INTERVAL_MS: String(memoryIntervalMs),
      },
      120_000,
      repoRoot,
      ['--expose-gc', '--import', path.join(import.meta.dirname, 'memory-probe.ts')],
    );
    const records = new Map<string, KindRecord>();
    let exitCode: number | null = null;
    // Samples taken while the gateway started (migrations, demo data) are not part of the trend.
    let samplesBeforeLoad = 0;
    try {
      const fixture = await loadFixture(gateway.baseUrl, {
        email: demoEmails.admin,
        password: DEMO_PASSWORD,
      });
      samplesBeforeLoad = (await readSamples(memoryFile)).length;
      log(`soak: ${connections} clients for ${options.durationS} s`);
      const deadline = Date.now() + options.durationS * 1000;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (Date.now() < deadline) {
            await soakStep(gateway.baseUrl, fixture, records);
            // A short pause per client keeps the load bounded on a shared machine.
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        }),
      );
    } finally {
      exitCode = await gateway.stop('SIGTERM');
    }
    const kinds = soakKinds.map(({ kind }) => statsOf(kind, records.get(kind)));
    const total = kinds.reduce((sum, kind) => sum + kind.count, 0);
    const errors = kinds.reduce((sum, kind) => sum + kind.errors, 0);
    const errorRate = total > 0 ? errors / total : 1;
    const memory = (await readSamples(memoryFile)).slice(samplesBeforeLoad);
    const trend = memoryTrend(memory);

    const failures: string[] = [];
    if (errorRate >= MAX_ERROR_RATE)
      failures.push(`error rate ${(errorRate * 100).toFixed(3)}% (limit 0.1%)`);
    for (const kind of kinds) if (kind.count === 0) failures.push(`no ${kind.kind} ran`);
    for (const check of trend)
      if (!check.ok)
        failures.push(
          `${check.measure} grew from ${check.earlierMedianMb} to ${check.laterMedianMb} MB (allowed ${check.allowedMb} MB, ${memory.length} samples)`,
        );
    if (exitCode !== 0) failures.push(`the gateway exited with ${exitCode} on SIGTERM`);
    return {
      durationS: options.durationS,
      database: scratch ? 'postgres' : 'pglite',
      kinds,
      total,
      errors,
      errorRate,
      memory,
      trend,
      exitCode,
      failures,
      passed: failures.length === 0,
    };
  } finally {
    await scratch?.drop().catch(() => {});
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** The result as a short Markdown report. */
export function formatSoakReport(result: SoakResult): string {
  const lines = [
    `Soak of ${result.durationS} s on ${result.database}: ${result.total} operations, ` +
      `${result.errors} errors (${(result.errorRate * 100).toFixed(3)}%)`,
    '',
    '| kind | operations | errors | p50 ms | p95 ms | p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...result.kinds.map(
      (kind) =>
        `| ${kind.kind} | ${kind.count} | ${kind.errors} | ${kind.p50} | ${kind.p95} | ${kind.p99} |`,
    ),
    '',
    `Memory (${result.memory.length} samples after a full collection each), second third against the last:`,
    ...result.trend.map(
      (check) =>
        `- ${check.measure}: ${check.earlierMedianMb} -> ${check.laterMedianMb} MB ` +
        `(${check.growthPercent >= 0 ? '+' : ''}${check.growthPercent}%, allowed +${check.allowedMb} MB) ${check.ok ? 'ok' : 'GROWING'}`,
    ),
    `- samples (s: RSS/heap MB): ${result.memory
      .map(
        (sample) =>
          `${Math.round(sample.t / 1000)}: ${Math.round(sample.rssMb)}/${Math.round(sample.heapMb)}`,
      )
      .join(', ')}`,
    '',
    result.passed ? 'PASSED' : `FAILED: ${result.failures.join('; ')}`,
  ];
  for (const kind of result.kinds)
    for (const example of kind.examples) lines.push(`  ${kind.kind} error: ${example}`);
  return lines.join('\n');
}
