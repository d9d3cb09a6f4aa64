// The site content's first texts reach every database once: one without the demo or from before the
// site content existed gets them at start-up, one that has them (an admin's changes included) is
// left alone, and two gateways starting together on one PostgreSQL write them once.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useSeedFixture } from '../../../test-support/seed-fixture.ts';
import { describeTitle, openTestDatabases } from '../../../test-support/test-database.ts';
import { fillSiteContentAtStart } from './site-content.ts';

const counts = async (db: Parameters<typeof fillSiteContentAtStart>[0]) => {
  const count = async (table: 'site_pages' | 'site_details' | 'sponsors' | 'files') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    pages: await count('site_pages'),
    details: await count('site_details'),
    sponsors: await count('sponsors'),
    files: await count('files'),
  };
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason)(describeTitle('site content at start-up', target), () => {
    const fixture = useSeedFixture(target);

    it('fills a database without site content once, then leaves it and its changes alone', async () => {
      const { db } = fixture.database;
      const { storage, countFiles } = fixture.files;
      // A page an admin saved through the API before the details row existed.
      await db
        .insertInto('site_pages')
        .values({ key: 'disclaimer', intro_nl: 'Eigen tekst', body_nl: '<p>Eigen</p>' })
        .execute();

      expect(await fillSiteContentAtStart(db, storage)).toBe(true);
      expect(await counts(db)).toEqual({ pages: 5, details: 1, sponsors: 2, files: 2 });
      expect(await countFiles()).toBe(2);
      const disclaimer = await db
        .selectFrom('site_pages')
        .select(['intro_nl', 'body_nl'])
        .where('key', '=', 'disclaimer')
        .executeTakeFirstOrThrow();
      expect(disclaimer).toEqual({ intro_nl: 'Eigen tekst', body_nl: '<p>Eigen</p>' });
      const who = await db
        .selectFrom('site_pages')
        .select('body_nl')
        .where('key', '=', 'who')
        .executeTakeFirstOrThrow();
      expect(who.body_nl).toMatch(/^<h2>Onze missie<\/h2>/);

      // An admin removes a sponsor and changes the contact details: a later start keeps that.
      await db.deleteFrom('sponsors').where('position', '=', 1).execute();
      await db.updateTable('site_details').set({ contact_is_example: false }).execute();
      expect(await fillSiteContentAtStart(db, storage)).toBe(false);
      expect(await counts(db)).toMatchObject({ pages: 5, details: 1, sponsors: 1, files: 2 });
      expect(await countFiles()).toBe(2);
    });

    it('writes the site content once when two gateways start together', async () => {
      const { db } = fixture.database;
      await sql`truncate sponsors, site_pages, site_details, files restart identity cascade`.execute(
        db,
      );
      const { storage, countFiles } = fixture.files;
      const before = await countFiles();
      // Two transactions at once: on PostgreSQL on two connections of the pool, the second claim
      // waiting for the first; PGlite runs them one after the other.
      const filled = await Promise.all([
        fillSiteContentAtStart(db, storage),
        fillSiteContentAtStart(db, storage),
      ]);
      expect(filled.sort()).toEqual([false, true]);
      expect(await counts(db)).toEqual({ pages: 5, details: 1, sponsors: 2, files: 2 });
      expect((await countFiles()) - before).toBe(2);
    });
  });
}
