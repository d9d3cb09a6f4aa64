// `npm run history:check`: walks the configured database's history chain and names the first entry
// that was changed or removed outside the application (exit code 1), or says how many entries hold.
// On the embedded database, run it while the gateway is stopped (PGlite has one process); a running
// gateway answers the same at GET /v1/history/check (admins).
import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/prepare.ts';
import { checkHistoryChain } from '../shared/history/chain.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const result = await checkHistoryChain(database.db);
  if (result.broken) {
    const what =
      result.broken.reason === 'content' ? 'was changed' : 'follows a removed or inserted entry';
    process.stderr.write(
      `History chain broken at entry ${result.broken.id}: it ${what} (${result.checked} entries before it hold).\n`,
    );
    process.exitCode = 1;
  } else process.stdout.write(`History chain holds: ${result.checked} entries checked.\n`);
} finally {
  await database.close();
}
