// `npm run seed [-- --reset]`: migrates the configured database and fills it with the demo content.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { createFileStorage } from '../../storage/create-file-storage.ts';
import {
  demoOptionsFrom,
  describeDatabase,
  formatAccounts,
  formatSummary,
  openMigratedDatabase,
  runCommand,
  seconds,
} from './cli-support.ts';
import { isDatabaseEmpty } from './is-empty.ts';
import { removeStoredFiles, truncateAll } from './reset.ts';
import { seedDemo } from './seed-demo.ts';

const usage = `Usage: npm run seed [-- --reset]

Migrates the database and seeds the Dutch demo content with the demo accounts.
  --reset   empty a database that already has data, then seed it again
  --help    show this text`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const config = loadConfig();
  const handle = await openMigratedDatabase(config);
  const storage = createFileStorage(config);
  try {
    const where = describeDatabase(config, handle);
    if (!(await isDatabaseEmpty(handle.db))) {
      if (!values.reset) {
        console.log(
          `The database (${where}) already has data; nothing seeded. Use \`npm run seed -- --reset\` to empty it and seed again.`,
        );
        return 0;
      }
      const removed = await removeStoredFiles(handle.db, storage);
      await truncateAll(handle.db);
      console.log(`Emptied the database (${where}) and removed ${removed} stored files.`);
    }
    const started = performance.now();
    const summary = await seedDemo(handle.db, demoOptionsFrom(config, storage));
    console.log(
      `Seeded the demo content into ${where} in ${seconds(performance.now() - started)}:`,
    );
    console.log(formatSummary(summary));
    console.log(formatAccounts(config));
    return 0;
  } finally {
    await storage.close();
    await handle.close();
  }
}

await runCommand('Seeding failed', main);
