// `npm run lighthouse`: Lighthouse performance (mobile preset) of every public route in Debian's
// Chromium (home, the lists and a detail of each kind, the trial bureau, the inclusion monitor,
// the information pages and search results). Builds nothing: serves the existing build
// (WEB_DIST_DIR, else web/dist) from a gateway on a fresh data folder, or measures a running site
// given with --url; --path (repeatable) measures only the pages given.
// Prints each page's median score of --runs (3) with its metrics and largest opportunities, then
// one table of all pages; writes the summary as JSON (--out).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '4410' },
    out: { type: 'string', default: path.join(os.tmpdir(), 'lighthouse-scores.json') },
    // Scores vary from run to run (Total Blocking Time most): each page's median run is reported.
    runs: { type: 'string', default: '3' },
    // A folder for each run's whole report and trace (for a closer look in Chrome's DevTools).
    reports: { type: 'string' },
    // Only these pages instead of every public route (repeatable: --path /evaluations?limit=10).
    path: { type: 'string', multiple: true },
  },
});

/** The same flags as the browser tests (tests/e2e/playwright.config.ts). */
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the gateway exited (${server.exitCode})`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the gateway did not become healthy within 180 s');
}

/** A gateway on a fresh data folder (seeded with the demo data on start), in its own process group. */
async function startGateway(port: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zorgevaluatie-lighthouse-'));
  const server = spawn(process.execPath, ['gateway/src/main.ts'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** The id (or, for an evaluation, the slug) of the first record /v1 lists at `resource`. */
async function firstRecordKey(baseUrl: string, resource: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/${resource}?limit=1`);
  const body = (await response.json()) as { data: { id: number; slug?: string | null }[] };
  const first = body.data[0];
  if (!first) throw new Error(`no published record at /v1/${resource} to measure`);
  return String(first.slug || first.id);
}

/** Every public route of web/src/app/routes.tsx, a detail page of each kind as a visitor finds it. */
async function publicRoutePaths(baseUrl: string): Promise<string[]> {
  const [evaluation, association, program, trialBureau] = await Promise.all([
    firstRecordKey(baseUrl, 'evaluations'),
    firstRecordKey(baseUrl, 'associations'),
    firstRecordKey(baseUrl, 'programs'),
    firstRecordKey(baseUrl, 'trial-bureau'),
  ]);
  return [
    '/',
    '/evaluations',
    `/evaluations/${evaluation}`,
    '/associations',
    `/associations/${association}`,
    '/programs',
    `/programs/${program}`,
    `/trialbureaus/${trialBureau}`,
    '/inclusie-monitor',
    '/who',
    '/about',
    '/disclaimer',
    '/contact',
    '/accessibility',
    '/search?q=zorg',
  ];
}

interface PageScore {
  path: string;
  /** Every run's score, lowest first (the median run's details are the rest). */
  runs: number[];
  performance: number;
  /** Lighthouse's CPU benchmark of this machine at the time (higher is faster; ~1000+ is a desktop). */
  benchmarkIndex: number;
  /** Scripts by main-thread time (the source of Total Blocking Time). */
  bootup: { url: string; ms: number }[];
  metrics: Record<string, string>;
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string;
  opportunities: { title: string; savingsMs: number; savingsBytes: number }[];
}

/** Writes a run's report and trace as `<page>-<time>.report.json` / `.trace.json`. */
function saveReport(folder: string, url: string, result: RunnerResult): void {
  fs.mkdirSync(folder, { recursive: true });
  const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const base = path.join(folder, `${page.slice(0, 60)}-${Date.now()}`);
  fs.writeFileSync(`${base}.report.json`, JSON.stringify(result.lhr));
  const trace = (result.artifacts as { Trace?: unknown }).Trace;
  if (trace) fs.writeFileSync(`${base}.trace.json`, JSON.stringify(trace));
}

type Measured = Omit<PageScore, 'path' | 'runs'>;

/** A run Lighthouse could not complete (e.g. NO_NAVSTART, its trace missing the navigation). */
interface FailedRun {
  failed: string;
}

async function measureRun(url: string, chromePort: number): Promise<Measured | FailedRun> {
  // No config: Lighthouse's default is the mobile preset (Moto G power, slow 4G, simulated).
  const result = await lighthouse(url, {
    port: chromePort,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (options.reports) saveReport(options.reports, url, result);
  if (lhr.runtimeError) return { failed: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
    .map((audit) => {
      const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
      return {
        title: audit.title,
        savingsMs: Math.round(details.overallSavingsMs ?? 0),
        savingsBytes: Math.round(details.overallSavingsBytes ?? 0),
      };
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, 5);
  const bootupItems = (
    lhr.audits['bootup-time']?.details as { items?: { url: string; total: number }[] }
  )?.items;
  // Lighthouse 13 names the element in its LCP breakdown insight (a list: a table, then the node).
  const lcpParts = (
    lhr.audits['lcp-breakdown-insight']?.details as {
      items?: { type?: string; selector?: string; nodeLabel?: string }[];
    }
  )?.items;
  const lcpNode = lcpParts?.find((part) => part.type === 'node');
  const lcpSnippet = lcpNode ? `${lcpNode.selector ?? ''} "${lcpNode.nodeLabel ?? ''}"` : '?';
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    bootup: (bootupItems ?? []).slice(0, 3).map((item) => ({
      url: URL.canParse(item.url) ? new URL(item.url).pathname : item.url,
      ms: Math.round(item.total),
    })),
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    },
    lcpElement: lcpSnippet.length > 120 ? `${lcpSnippet.slice(0, 117)}...` : lcpSnippet,
    opportunities,
  };
}

/**
 * One run's result. A run Lighthouse itself could not complete has no score (the report's score
 * would read 0), so it is said and run again, up to three times.
 */
async function measure(url: string, chromePort: number): Promise<Measured> {
  for (let attempt = 1; ; attempt++) {
    const result = await measureRun(url, chromePort);
    if (!('failed' in result)) return result;
    console.log(
      `       (a run of ${new URL(url).pathname} failed in Lighthouse: ${result.failed})`,
    );
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}`);
  }
}

/** All pages' medians as one Markdown table (as docs/web.md records them). */
function printTable(scores: PageScore[]): void {
  const metrics = ['FCP', 'LCP', 'TBT', 'CLS', 'SI'];
  console.log(`\n| page | score (runs) | ${metrics.join(' | ')} | CPU benchmark |`);
  console.log(`|---|---|${metrics.map(() => '---|').join('')}---|`);
  for (const score of scores) {
    const values = metrics.map((name) => score.metrics[name] ?? '?').join(' | ');
    console.log(
      `| \`${score.path}\` | ${score.performance} (${score.runs.join('/')}) | ${values} | ${score.benchmarkIndex} |`,
    );
  }
}

async function main() {
  const started = Date.now();
  const gateway = options.url ? undefined : await startGateway(options.port);
  const baseUrl = options.url?.replace(/\/$/, '') ?? gateway?.baseUrl ?? '';
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags,
  });
  const scores: PageScore[] = [];
  try {
    const paths = options.path ?? (await publicRoutePaths(baseUrl));
    // A discarded first run: the fresh gateway's first answers (JIT, caches) would weigh on it.
    await measure(`${baseUrl}/`, chrome.port);
    const runs = Math.max(1, Number(options.runs) || 1);
    for (const pagePath of paths) {
      const results: Measured[] = [];
      for (let run = 0; run < runs; run++) {
        results.push(await measure(`${baseUrl}${pagePath}`, chrome.port));
      }
      results.sort((a, b) => a.performance - b.performance);
      const median = results[Math.floor(results.length / 2)] as Measured;
      const score = {
        path: pagePath,
        runs: results.map((result) => result.performance),
        ...median,
      };
      scores.push(score);
      const all = results.map((result) => result.performance).join('/');
      const metrics = Object.entries(score.metrics)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ');
      console.log(
        `${String(score.performance).padStart(3)}  ${pagePath}  (runs ${all}; median run: ${metrics}; CPU benchmark ${score.benchmarkIndex})`,
      );
      const bootup = score.bootup.map((item) => `${item.url} ${item.ms} ms`).join(', ');
      console.log(`       main thread: ${bootup}`);
      console.log(`       LCP element: ${score.lcpElement}`);
      for (const item of score.opportunities) {
        console.log(
          `       - ${item.title}: ~${item.savingsMs} ms, ~${Math.round(item.savingsBytes / 1024)} KiB`,
        );
      }
    }
    printTable(scores);
  } finally {
    chrome.kill();
    gateway?.stop();
  }
  console.log(`Measured ${scores.length} pages in ${Math.round((Date.now() - started) / 1000)} s`);
  fs.writeFileSync(options.out, `${JSON.stringify({ baseUrl, scores }, null, 2)}\n`);
  console.log(`Scores written to ${options.out}`);
}

await main();
