// `npm run migrate`: migrate the configured database to the latest version, once per deploy (several
// at once wait for each other on PostgreSQL's advisory lock); `-- --down` rolls back all.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateAllDown } from './migrate.ts';
import { migrateWithoutStatementTimeout, openConfiguredDatabase } from './prepare.ts';
import { refuseNewerSchema, SchemaMismatchError, schemaStatus } from './schema-version.ts';

const { values } = parseArgs({ options: { down: { type: 'boolean', default: false } } });
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  if (!values.down) refuseNewerSchema(await schemaStatus(database.db));
  const steps = values.down
    ? await migrateAllDown(database.db)
    : await migrateWithoutStatementTimeout(database);
  process.stdout.write(steps.length > 0 ? `${steps.join('\n')}\n` : 'Database is up to date.\n');
} catch (error) {
  if (!(error instanceof SchemaMismatchError)) throw error;
  process.stderr.write(`Database error: ${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
