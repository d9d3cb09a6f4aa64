// `npm run seed:scale -- --evaluations 100000`: adds many evaluations for load tests, after making
// sure the demo content (and so the reference data) exists.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { createFileStorage } from '../../storage/create-file-storage.ts';
import {
  demoOptionsFrom,
  describeDatabase,
  openMigratedDatabase,
  runCommand,
  seconds,
} from './cli-support.ts';
import { seedScale } from './seed-scale.ts';

const usage = `Usage: npm run seed:scale -- --evaluations N [--batch-size M]

Adds N evaluations (with specializations, participants, sections and inclusion data) and
proportionally more associations and programs. Seeds the demo content first when the database is empty.
  --evaluations N   how many evaluations to add (default 100000)
  --batch-size M    evaluations per INSERT statement (default 10000)`;

function positiveInteger(value: string, name: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new TypeError(`--${name} must be a positive integer`);
  return number;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      evaluations: { type: 'string', default: '100000' },
      'batch-size': { type: 'string', default: '10000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const evaluations = positiveInteger(values.evaluations, 'evaluations');
  const batchSize = positiveInteger(values['batch-size'], 'batch-size');
  const config = loadConfig();
  const handle = await openMigratedDatabase(config);
  const storage = createFileStorage(config);
  try {
    console.log(`Adding ${evaluations} evaluations to ${describeDatabase(config, handle)}...`);
    const result = await seedScale(handle.db, {
      evaluations,
      batchSize,
      demo: demoOptionsFrom(config, storage),
      onProgress: ({ done, total, elapsedMs }) => {
        const rate = Math.round(done / (elapsedMs / 1000));
        console.log(`  ${done}/${total} evaluations, ${seconds(elapsedMs)} (${rate}/s)`);
      },
    });
    if (result.seededDemo) console.log('The database was empty: seeded the demo content first.');
    console.log(
      `Done in ${seconds(result.elapsedMs)}: ${result.evaluations} evaluations, ${result.associations} associations and ${result.programs} programs added.`,
    );
    return 0;
  } finally {
    await storage.close();
    await handle.close();
  }
}

await runCommand('Scale seeding failed', main);
