// `npm run migrate`: migrate the configured database to the latest version; `-- --down` rolls back all.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateAllDown, migrateToLatest } from './migrate.ts';
import { openConfiguredDatabase } from './prepare.ts';

const { values } = parseArgs({ options: { down: { type: 'boolean', default: false } } });
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const steps = values.down
    ? await migrateAllDown(database.db)
    : await migrateToLatest(database.db);
  process.stdout.write(steps.length > 0 ? `${steps.join('\n')}\n` : 'Database is up to date.\n');
} finally {
  await database.close();
}
