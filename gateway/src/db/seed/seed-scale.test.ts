// The scale seed adds exactly the requested evaluations with their joins, after the demo content.
import { describe, expect, it } from 'vitest';
import { demoOptions, testToday, useSeedFixture } from '../../test-support/seed-fixture.ts';
import { describeTitle, openTestDatabases } from '../../test-support/test-database.ts';
import { seedScale } from './seed-scale.ts';
import { slugPattern } from './slug.ts';
import { countRows } from './tables.ts';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('scale seed', target), () => {
    const fixture = useSeedFixture(target);

    it('seeds the demo content first when the database is empty, then adds the evaluations', async () => {
      const progress: number[] = [];
      const result = await seedScale(fixture.database.db, {
        evaluations: 500,
        batchSize: 200,
        today: testToday,
        demo: demoOptions(fixture.files.storage),
        onProgress: ({ done }) => progress.push(done),
      });
      expect(result.seededDemo).toBe(true);
      expect(result.evaluations).toBe(500);
      expect(progress).toEqual([200, 400, 500]);
      const counts = await countRows(fixture.database.db);
      expect(counts.users).toBeGreaterThan(0);
      expect(counts.evaluations).toBeGreaterThanOrEqual(540);
    }, 120_000);

    it('adds exactly the requested number of evaluations on a seeded database', async () => {
      const before = await countRows(fixture.database.db);
      const result = await seedScale(fixture.database.db, {
        evaluations: 500,
        today: testToday,
        demo: demoOptions(fixture.files.storage),
      });
      const after = await countRows(fixture.database.db);
      expect(result.seededDemo).toBe(false);
      expect(after.evaluations - before.evaluations).toBe(500);
      expect(after.users).toBe(before.users);
      expect(after.evaluation_specializations - before.evaluation_specializations).toBe(1000);
      expect(after.participants - before.participants).toBe(1000);
      expect(after.applicables - before.applicables).toBe(2000);
      expect(after.evaluation_associations - before.evaluation_associations).toBe(500);
      expect(after.associations - before.associations).toBe(1);
      expect(after.programs - before.programs).toBe(1);
      const withInclusion = await fixture.database.db
        .selectFrom('evaluations')
        .select('id')
        .where('phase', '<>', 'preparation')
        .where('slug', '~', '-[0-9]+$')
        .execute();
      expect(after.inclusion_data - before.inclusion_data).toBeGreaterThan(0);
      expect(withInclusion.length).toBeGreaterThan(0);
    }, 120_000);

    it('writes varied, valid evaluations that keep the schema rules', async () => {
      const { db } = fixture.database;
      const rows = await db
        .selectFrom('evaluations')
        .select([
          'slug',
          'title',
          'status',
          'phase',
          'starts_at',
          'ends_at',
          'first_inclusion_at',
          'tags',
        ])
        .orderBy('id', 'desc')
        .limit(1000)
        .execute();
      const published = rows.filter((row) => row.status === 'published').length;
      expect(published / rows.length).toBeCloseTo(0.6, 1);
      expect(new Set(rows.map((row) => row.phase)).size).toBe(4);
      expect(new Set(rows.map((row) => row.status)).size).toBe(4);
      expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
      for (const row of rows) {
        expect(row.slug ?? '').toMatch(slugPattern);
        expect(row.tags).toHaveLength(2);
        expect((row.ends_at ?? '') >= (row.starts_at ?? '')).toBe(true);
      }
      const future = await db
        .selectFrom('inclusion_data')
        .select('id')
        .where('date', '>', testToday.toISOString().slice(0, 10))
        .execute();
      expect(future).toHaveLength(0);
    });
  });
}
