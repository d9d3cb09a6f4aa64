// Playwright configuration: Debian's Chromium against the gateway serving the built web/dist.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_BOARD } from './support/board.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;

// Playwright evaluates this file in the runner and in every worker; the runner creates the fresh
// data directory once and the workers inherit it through the environment.
const isRunner = process.env.TEST_WORKER_INDEX === undefined;
if (isRunner && !process.env.E2E_DATA_DIR) {
  const created = fs.mkdtempSync(path.join(os.tmpdir(), 'zorgevaluatie-e2e-'));
  process.env.E2E_DATA_DIR = created;
  process.on('exit', () => fs.rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR ?? '';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One worker in CI; elsewhere Playwright's default, half the cores: on a 2-core machine two
  // browsers and the gateway starve each other and time out (seen in fresh-clone checks).
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  // With both suites side by side on 2 cores, Vitest's two workers, the gateway and Chromium share
  // the machine: a CMS screen that takes 3-4 s to load its data took over 5 s (Playwright's default
  // wait) in a fresh-clone run. Waits and tests get three times their usual room instead.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The list as tests finish; at the end, what the page showed in each failed test (CI logs keep
  // only their tail, and test-results/ stays on the machine that ran them).
  reporter: [['list'], ['./support/page-at-failure-reporter.ts']],
  use: {
    baseURL,
    // No test is about the service worker, and each new context would install it: precaching the
    // whole app (about 280 files) per test costs seconds on a small machine.
    serviceWorkers: 'block',
    browserName: 'chromium',
    launchOptions: {
      // Empty CHROME_PATH counts as unset, as in ensure-chromium.sh.
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command:
        `node tests/support/fake-board/cli.ts --port ${E2E_BOARD.port} --key ${E2E_BOARD.key}` +
        ` --board ${E2E_BOARD.boardId} --board-name "${E2E_BOARD.boardName}"` +
        ` --group ${E2E_BOARD.groupId} --group-title "${E2E_BOARD.groupTitle}"`,
      cwd: repoRoot,
      env: {
        PATH: `${path.join(repoRoot, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      },
      url: `${E2E_BOARD.url}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node gateway/src/main.ts',
      cwd: repoRoot,
      env: {
        PATH: `${path.join(repoRoot, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The machine's PostgreSQL and Redis outlive test runs: every run starts from the demo data
        // in a fresh embedded database and with no rate-limit counters (docs/decisions.md).
        DATABASE_URL: '',
        REDIS_URL: '',
        // A build elsewhere (parallel runs build into their own folder); default web/dist.
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
        // Bug reports go to the fake board; retries and polling are quick so a test never waits long.
        BOARD_API_URL: E2E_BOARD.url,
        BOARD_API_KEY: E2E_BOARD.key,
        BOARD_ID: E2E_BOARD.boardId,
        BOARD_GROUP_ID: E2E_BOARD.groupId,
        BOARD_USER_ID: E2E_BOARD.userId,
        BOARD_RETRY_BASE_MS: '200',
        BOARD_POLL_INTERVAL_MS: '200',
        // Every page the suite opens reports a page view, and every spec signs in, all from
        // 127.0.0.1: no per-address limit gets in the way (the limits are tested in tests/api).
        RATE_LIMIT_PAGE_VIEWS_PER_IP: '1000000',
        RATE_LIMIT_LOGIN_PER_IP: '1000000',
      },
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
