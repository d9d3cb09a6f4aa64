// The benchmark's results: the JSON file written to bench/results/ and the Markdown table printed.
import type { LoadStats } from './load.ts';

export interface ScenarioResult extends LoadStats {
  name: string;
  title: string;
}

export interface Ratio {
  name: string;
  title: string;
  value: number;
  /** How the value was formed, e.g. "p50 graphql-detail / p50 v1-detail". */
  basis: string;
}

export interface Target {
  name: string;
  title: string;
  goal: string;
  measured: string;
  met: boolean;
}

export interface BenchResult {
  date: string;
  database: string;
  evaluations: number;
  quick: boolean;
  machine: { cpus: number; node: string };
  scenarios: ScenarioResult[];
  sweeps: ScenarioResult[];
  ratios: Ratio[];
  memory: { peakRssMb: number; afterRssMb: number };
  targets: Target[];
}

const number = (value: number) => value.toLocaleString('en-US');

export function markdownTable(result: BenchResult): string {
  const lines = [
    `### ${result.date}, ${result.database}, ${number(result.evaluations)} evaluations${result.quick ? ' (quick)' : ''}`,
    '',
    '| scenario | connections | requests/s | p50 ms | p95 ms | p99 ms | errors | /v1 calls |',
    '|---|---|---|---|---|---|---|---|',
    ...[...result.scenarios, ...result.sweeps].map(
      (row) =>
        `| ${row.title} | ${row.connections} | ${number(row.rps)} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.errors} | ${row.v1CallsPerRequest ?? ''} |`,
    ),
    '',
    '| ratio | value | basis |',
    '|---|---|---|',
    ...result.ratios.map((ratio) => `| ${ratio.title} | ${ratio.value} | ${ratio.basis} |`),
    '',
    `Gateway memory: peak ${result.memory.peakRssMb} MB under load, ${result.memory.afterRssMb} MB after.`,
  ];
  if (result.targets.length > 0) {
    lines.push(
      '',
      '| target | goal | measured | met |',
      '|---|---|---|---|',
      ...result.targets.map(
        (target) =>
          `| ${target.title} | ${target.goal} | ${target.measured} | ${target.met ? 'yes' : 'no'} |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
