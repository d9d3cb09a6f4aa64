// The migrated schema on PGlite (and PostgreSQL when DATABASE_URL is set): tables, value lists,
// constraints that reject bad rows, delete rules, Dutch full-text search, and migrating down.

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as enums from '../domain/enums.ts';
import {
  CHECK,
  errorCode,
  newEvaluation as evaluationRow,
  newFile as fileRow,
  RESTRICTED,
  UNIQUE,
} from '../test-support/schema-fixtures.ts';
import {
  describeTitle,
  openTestDatabases,
  type TestDatabase,
} from '../test-support/test-database.ts';
import { migrateAllDown, migrateToLatest } from './migrate.ts';
import { seedTables } from './seed/tables.ts';
import type { Database } from './types.ts';

/** Every table of `Database` (seed/tables.ts fails to compile while one is missing there). */
const expectedTables: (keyof Database)[] = ['roles', ...seedTables];

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('schema', target), () => {
    let handle: TestDatabase;
    const db = () => handle.db;

    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(() => handle?.dispose());

    const newEvaluation = (values: Parameters<typeof evaluationRow>[1] = {}) =>
      evaluationRow(db(), values);
    const newFile = () => fileRow(db());

    it('creates every table of the data model', async () => {
      const tables = await db().introspection.getTables();
      const names = tables.map((table) => table.name);
      for (const table of expectedTables) expect(names).toContain(table);
    });

    it('seeds the three roles', async () => {
      const roles = await db().selectFrom('roles').select('name').orderBy('id').execute();
      expect(roles.map((role) => role.name)).toEqual([...enums.roles]);
    });

    describe('constraints reject bad rows', () => {
      it('rejects an evaluation that ends before it starts', async () => {
        expect(
          await errorCode(
            newEvaluation({ starts_at: '2026-05-01', ends_at: '2026-04-30' }).execute(),
          ),
        ).toBe(CHECK);
        expect(
          await errorCode(
            newEvaluation({ starts_at: '2026-05-01', ends_at: '2026-05-01' }).execute(),
          ),
        ).toBeUndefined();
      });

      it('keeps slugs unique and well-formed', async () => {
        expect(
          await errorCode(newEvaluation({ slug: 'heupfractuur-mobilisatie' }).execute()),
        ).toBeUndefined();
        expect(await errorCode(newEvaluation({ slug: 'heupfractuur-mobilisatie' }).execute())).toBe(
          UNIQUE,
        );
        expect(await errorCode(newEvaluation({ slug: 'Heup Fractuur' }).execute())).toBe(CHECK);
      });

      it('keeps e-mail addresses unique regardless of case', async () => {
        await db()
          .insertInto('users')
          .values({ email: 'Uniek@Example.org', name: 'Piet' })
          .execute();
        expect(
          await errorCode(
            db().insertInto('users').values({ email: 'uniek@example.ORG', name: 'Piet' }).execute(),
          ),
        ).toBe(UNIQUE);
      });

      it('requires exactly one owner per document and the owner kind decides the type', async () => {
        const file = await newFile();
        const evaluation = await newEvaluation().executeTakeFirstOrThrow();
        const association = await db()
          .insertInto('associations')
          .values({ title: 'NVN' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const base = { title: 'Protocol', file_id: file.id };
        expect(
          await errorCode(
            db()
              .insertInto('documents')
              .values({ ...base, type: 'general' })
              .execute(),
          ),
        ).toBe(CHECK);
        expect(
          await errorCode(
            db()
              .insertInto('documents')
              .values({
                ...base,
                type: 'general',
                evaluation_id: evaluation.id,
                association_id: association.id,
              })
              .execute(),
          ),
        ).toBe(CHECK);
        expect(
          await errorCode(
            db()
              .insertInto('documents')
              .values({ ...base, type: 'sae_form', association_id: association.id })
              .execute(),
          ),
        ).toBe(CHECK);
        expect(
          await errorCode(
            db()
              .insertInto('documents')
              .values({ ...base, type: 'posters', evaluation_id: evaluation.id })
              .execute(),
          ),
        ).toBe(CHECK);
      });

      it('rejects negative inclusion numbers and derives year and month from the date', async () => {
        const evaluation = await newEvaluation().executeTakeFirstOrThrow();
        const center = await db()
          .insertInto('centers')
          .values({ title: 'Rijnstate', type: 'stz' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = { evaluation_id: evaluation.id, center_id: center.id, date: '2026-03-01' };
        expect(
          await errorCode(
            db()
              .insertInto('inclusion_data')
              .values({ ...row, sample_size: -1 })
              .execute(),
          ),
        ).toBe(CHECK);
        const inserted = await db()
          .insertInto('inclusion_data')
          .values({ ...row, sample_size: 7 })
          .returning(['year', 'month', 'date'])
          .executeTakeFirstOrThrow();
        expect(inserted).toEqual({ year: 2026, month: 3, date: '2026-03-01' });
        expect(
          await errorCode(
            db()
              .insertInto('inclusion_data')
              .values({ ...row, sample_size: 3 })
              .execute(),
          ),
        ).toBe(UNIQUE);
      });

      it('rejects hours that end before they start and events without a moment', async () => {
        const user = await db()
          .insertInto('users')
          .values({ email: 'uren@example.org', name: 'Uren' })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(
          await errorCode(
            db()
              .insertInto('hours')
              .values({
                employee_id: user.id,
                starts_at: '2026-03-02T11:00:00Z',
                ends_at: '2026-03-02T09:00:00Z',
              })
              .execute(),
          ),
        ).toBe(CHECK);
        const program = await db()
          .insertInto('programs')
          .values({ title: 'GGG' })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(
          await errorCode(
            db()
              .insertInto('events')
              .values({ program_id: program.id, title: 'Zonder datum' })
              .execute(),
          ),
        ).toBe(CHECK);
      });
    });

    describe('delete rules', () => {
      it('cascades an evaluation to its sections, joins and content', async () => {
        const evaluation = await newEvaluation().executeTakeFirstOrThrow();
        const specialization = await db()
          .insertInto('specializations')
          .values({ title: 'Heelkunde (cascade)' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db()
          .insertInto('applicables')
          .values({
            evaluation_id: evaluation.id,
            type: 1,
            content: '<p>Volwassenen</p>',
            is_visible: true,
          })
          .execute();
        await db()
          .insertInto('evaluation_specializations')
          .values({ evaluation_id: evaluation.id, specialization_id: specialization.id })
          .execute();
        await db().deleteFrom('evaluations').where('id', '=', evaluation.id).execute();
        const left = await db()
          .selectFrom('applicables')
          .select('id')
          .where('evaluation_id', '=', evaluation.id)
          .execute();
        const joins = await db()
          .selectFrom('evaluation_specializations')
          .select('evaluation_id')
          .where('evaluation_id', '=', evaluation.id)
          .execute();
        expect(left).toEqual([]);
        expect(joins).toEqual([]);
        expect(
          await db()
            .selectFrom('specializations')
            .select('id')
            .where('id', '=', specialization.id)
            .executeTakeFirst(),
        ).toBeDefined();
      });

      it('refuses to delete a center that still has inclusion data', async () => {
        const evaluation = await newEvaluation().executeTakeFirstOrThrow();
        const center = await db()
          .insertInto('centers')
          .values({ title: 'Isala (data)', type: 'stz' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db()
          .insertInto('inclusion_data')
          .values({
            evaluation_id: evaluation.id,
            center_id: center.id,
            date: '2026-01-01',
            sample_size: 4,
          })
          .execute();
        expect(
          await errorCode(db().deleteFrom('centers').where('id', '=', center.id).execute()),
        ).toBeOneOf(RESTRICTED);
      });

      it('clears a logo reference when its file is deleted', async () => {
        const file = await newFile();
        const evaluation = await newEvaluation({ logo_id: file.id }).executeTakeFirstOrThrow();
        await db().deleteFrom('files').where('id', '=', file.id).execute();
        const row = await db()
          .selectFrom('evaluations')
          .select('logo_id')
          .where('id', '=', evaluation.id)
          .executeTakeFirstOrThrow();
        expect(row.logo_id).toBeNull();
      });
    });

    describe('Dutch full-text search', () => {
      const search = (term: string) =>
        db()
          .selectFrom('evaluations')
          .select('title')
          .where(sql<boolean>`search @@ plainto_tsquery('dutch', zv_fold(${term}))`)
          .execute();

      it('matches stemmed words regardless of case and accents', async () => {
        await newEvaluation({
          title: 'Behandeling van patiënten in ziekenhuizen',
          description: '<p>Een café-studie</p>',
        }).execute();
        expect((await search('BEHANDELINGEN')).map((row) => row.title)).toContain(
          'Behandeling van patiënten in ziekenhuizen',
        );
        expect((await search('patienten')).map((row) => row.title)).toContain(
          'Behandeling van patiënten in ziekenhuizen',
        );
        expect((await search('cafe')).map((row) => row.title)).toContain(
          'Behandeling van patiënten in ziekenhuizen',
        );
        expect(await search('orthopedie')).toEqual([]);
      });

      it('keeps the search vector current when the title changes', async () => {
        const evaluation = await newEvaluation({
          title: 'Vroege mobilisatie',
        }).executeTakeFirstOrThrow();
        await db()
          .updateTable('evaluations')
          .set({ title: 'Late mobilisatie na heupfractuur' })
          .where('id', '=', evaluation.id)
          .execute();
        expect((await search('heupfractuur')).map((row) => row.title)).toContain(
          'Late mobilisatie na heupfractuur',
        );
      });
    });

    it('touches updated_at on every update', async () => {
      const evaluation = await newEvaluation().executeTakeFirstOrThrow();
      await db()
        .updateTable('evaluations')
        .set({ updated_at: '2000-01-01T00:00:00Z' })
        .where('id', '=', evaluation.id)
        .execute();
      const row = await db()
        .selectFrom('evaluations')
        .select('updated_at')
        .where('id', '=', evaluation.id)
        .executeTakeFirstOrThrow();
      expect(new Date(row.updated_at).getFullYear()).toBeGreaterThan(2020);
    });

    it('migrates all the way down and up again', async () => {
      await migrateAllDown(db());
      const remaining = (await db().introspection.getTables()).map((table) => table.name);
      for (const table of expectedTables) expect(remaining).not.toContain(table);
      await migrateToLatest(db());
      const again = (await db().introspection.getTables()).map((table) => table.name);
      for (const table of expectedTables) expect(again).toContain(table);
    });
  });
}
