// `npm run bench` in miniature (npm test): the harness prepares its database, starts the gateway,
// drives four scenarios for a moment and writes its result. No timing is asserted: speed is
// measured by the benchmark itself (bench/README.md).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { BenchResult } from '../../bench/report.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

// The harness starts a gateway process, an embedded database and autocannon: about 15 s alone,
// up to 113 s while the browser tests run beside Vitest on 2 cores, so a limit of its own, twice
// that.
describe('npm run bench -- --smoke', { timeout: 240_000 }, () => {
  let dir: string;
  afterAll(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('measures the detail over /v1 and GraphQL and the write mix, and writes the result', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-bench-'));
    const out = path.join(dir, 'results');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['bench/run.ts', '--smoke', '--duration', '0.5', '--out', out, '--data-dir', dir],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } },
    );
    expect(stdout).toContain('| scenario | connections | requests/s |');

    const [file] = await fs.readdir(out);
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}-pglite-smoke\.json$/);
    const result = JSON.parse(
      await fs.readFile(path.join(out, file as string), 'utf8'),
    ) as BenchResult;
    expect(result.scenarios.map((scenario) => scenario.name)).toEqual([
      'v1-detail',
      'graphql-detail',
      'graphql-detail-fresh',
      'write-mix',
    ]);
    for (const scenario of result.scenarios) {
      expect(scenario.total).toBeGreaterThan(0);
      expect(scenario.errors).toBe(0);
    }
    // Each GraphQL answer says how many /v1 calls it made (Server-Timing): the detail is one
    // (counted without the cache, whose answers make none).
    expect(result.ratios.find((ratio) => ratio.name === 'v1-calls-graphql-detail')?.value).toBe(1);
    expect(result.memory.peakRssMb).toBeGreaterThan(0);
  });
});
