// The real process: config errors, first start with demo data, graceful stop, data kept on restart.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../gateway/src/credentials/passwords.ts';
import { openDatabase } from '../../gateway/src/db/database.ts';
import { DEMO_PASSWORD, demoEmails } from '../support/demo-accounts.ts';
import { runGateway, startGateway } from '../support/gateway-process.ts';

// Each test starts gateway processes that create their embedded database (initdb) in a new data
// directory: up to 101 s while the browser tests run beside Vitest on 2 cores, so a limit of its
// own, twice that.
describe('gateway process', { timeout: 240_000 }, () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-process-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('stops at start-up with one clear line naming a bad variable', async () => {
    const run = runGateway({ PORT: 'drieduizend', DATA_DIR: await tempDir() });
    expect(await run.exited).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: Invalid PORT \(got "drieduizend"\): /);
  });

  it('starts on an empty data dir with demo data, stops gracefully and keeps the data', async () => {
    const dataDir = await tempDir();

    const first = await startGateway({ DATA_DIR: dataDir });
    // Printed at start; the health check's answer can overtake the pipe.
    await first.waitForOutput(
      (output) => output.includes(demoEmails.admin) && output.includes(DEMO_PASSWORD),
      { timeoutMs: 10_000, what: 'the demo accounts and their password' },
    );
    const ready = await fetch(`${first.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);

    // Between the runs, leave a mark the second start must keep.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const countEvaluations = async () =>
      (
        await database.db
          .selectFrom('evaluations')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const seededEvaluations = await countEvaluations();
    expect(seededEvaluations).toBeGreaterThanOrEqual(40);
    await database.db
      .insertInto('specializations')
      .values({ title: 'Markeringsspecialisme' })
      .execute();
    await database.close();

    const second = await startGateway({ DATA_DIR: dataDir });
    expect((await fetch(`${second.baseUrl}/readyz`)).status).toBe(200);
    expect(await second.stop('SIGINT')).toBe(0);

    const again = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const marker = await again.db
      .selectFrom('specializations')
      .select('id')
      .where('title', '=', 'Markeringsspecialisme')
      .executeTakeFirst();
    const evaluationsAfter = (
      await again.db
        .selectFrom('evaluations')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    await again.close();
    expect(marker).toBeDefined();
    expect(evaluationsAfter).toBe(seededEvaluations);
  });

  it('uses the demo password from the environment', async () => {
    const dataDir = await tempDir();
    const gateway = await startGateway({ DATA_DIR: dataDir, DEMO_PASSWORD: 'Ander-Demo-2027!' });
    expect(await gateway.stop()).toBe(0);
    // Read after the stop, when all output has come through.
    expect(gateway.output()).toContain('Ander-Demo-2027!');

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const admin = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', demoEmails.admin)
      .executeTakeFirstOrThrow();
    await database.close();
    expect(await verifyPassword(admin.password_hash ?? '', 'Ander-Demo-2027!')).toBe(true);
    expect(await verifyPassword(admin.password_hash ?? '', DEMO_PASSWORD)).toBe(false);
  });
});
