// A reset empties every seeded table, keeps the roles, restarts the ids and allows a fresh seed.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoOptions, useSeedFixture } from '../../test-support/seed-fixture.ts';
import { describeTitle, openTestDatabases } from '../../test-support/test-database.ts';
import type { Db } from '../database.ts';
import { isDatabaseEmpty } from './is-empty.ts';
import { removeStoredFiles, truncateAll } from './reset.ts';
import { seedDemo } from './seed-demo.ts';
import { countRows } from './tables.ts';

/** The seeded content without its random storage keys and timestamps, to compare two runs. */
async function contentFingerprint(db: Db): Promise<unknown[]> {
  const result = await sql`
    SELECT e.slug, e.status, e.phase, e.starts_at, e.first_inclusion_at, e.gradation_id, e.tags,
      (SELECT string_agg(d.center_id || ':' || d.date || ':' || d.sample_size, ',' ORDER BY d.id)
         FROM inclusion_data d WHERE d.evaluation_id = e.id) AS inclusion,
      (SELECT string_agg(u.email, ',' ORDER BY p.id)
         FROM evaluation_people p JOIN users u ON u.id = p.user_id WHERE p.evaluation_id = e.id) AS people
    FROM evaluations e ORDER BY e.id`.execute(db);
  return result.rows;
}

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('reset', target), () => {
    const fixture = useSeedFixture(target);

    it('treats a freshly migrated database as empty', async () => {
      expect(await isDatabaseEmpty(fixture.database.db)).toBe(true);
    });

    it('empties every table but roles, removes stored files, and lets the same demo seed run again', async () => {
      const { db } = fixture.database;
      const first = await seedDemo(db, demoOptions(fixture.files.storage));
      const fingerprint = await contentFingerprint(db);
      expect(await isDatabaseEmpty(db)).toBe(false);

      expect(await removeStoredFiles(db, fixture.files.storage)).toBe(first.files);
      await truncateAll(db);

      expect(await fixture.files.countFiles()).toBe(0);
      expect(await isDatabaseEmpty(db)).toBe(true);
      expect(Object.values(await countRows(db)).every((count) => count === 0)).toBe(true);
      const roles = await db.selectFrom('roles').select('name').orderBy('id').execute();
      expect(roles.map((role) => role.name)).toEqual(['admin', 'editor', 'researcher']);

      const second = await seedDemo(db, demoOptions(fixture.files.storage));
      expect(second).toEqual(first);
      expect(await contentFingerprint(db)).toEqual(fingerprint);
      const firstUser = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirst();
      expect(firstUser?.id).toBe(1);
    }, 120_000);
  });
}
