// Process entry: validated config, database ready, app listening, graceful stop on SIGTERM/SIGINT.
import './node-env.ts';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase, prepareDatabase } from './db/prepare.ts';
import { SchemaMismatchError } from './db/schema-version.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { traceQuery } from './observability/database-tracing.ts';
import { createMetrics } from './observability/metrics.ts';
import { startTracing } from './observability/tracing.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const metrics = createMetrics();
  // Before anything that could make a span; undefined (and the SDK never loaded) without endpoint.
  const tracing = await startTracing(config);
  const database = await openConfiguredDatabase(config, {
    onQuery: (event) => {
      if (event.level === 'query') metrics.databaseQuery.observe(event.queryDurationMillis / 1000);
      if (tracing) traceQuery(event);
    },
  });
  const app = await buildApp({ config, database, metrics });
  try {
    await waitForDatabase(database.db, app.log);
    await prepareDatabase(database, config, app.log);
  } catch (error) {
    await app.close();
    await tracing?.shutdown();
    throw error;
  }

  closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info({ signal }, 'stopping: finishing requests in flight');
    await app.close();
    // Last: the spans of the requests that just finished are still queued.
    await tracing?.shutdown();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  printBanner(config.publicUrl, where, config.demoAccounts, config.DEMO_PASSWORD);
}

function printBanner(
  url: string,
  database: string,
  accounts: { role: string; email: string }[],
  password: string,
): void {
  const lines = [
    `Zorgevaluatie Nederland is running at ${url} (database: ${database})`,
    'Demo accounts (password for all three):',
    ...accounts.map((account) => `  ${account.role.padEnd(10)} ${account.email}`),
    `  password   ${password}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else if (error instanceof SchemaMismatchError) {
    process.stderr.write(`Database error: ${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
