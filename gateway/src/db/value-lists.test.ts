// Every value list of domain/enums.ts is exactly what the database accepts (PGlite, and PostgreSQL
// when DATABASE_URL is set): each listed value inserts, another one is refused by a CHECK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as enums from '../domain/enums.ts';
import {
  CHECK,
  errorCode,
  newEvaluation as evaluationRow,
  newFile as fileRow,
} from '../test-support/schema-fixtures.ts';
import {
  describeTitle,
  openTestDatabases,
  type TestDatabase,
} from '../test-support/test-database.ts';

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('value lists', target), () => {
    let handle: TestDatabase;
    const db = () => handle.db;
    const newEvaluation = (values: Parameters<typeof evaluationRow>[1] = {}) =>
      evaluationRow(db(), values);
    const newFile = () => fileRow(db());

    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(() => handle?.dispose());

    describe('value lists match domain/enums.ts', () => {
      const cases: {
        list: string;
        values: readonly string[];
        insert: (value: string) => Promise<unknown>;
      }[] = [
        {
          list: 'evaluation status',
          values: enums.evaluationStatuses,
          insert: (v) => newEvaluation({ status: v }).execute(),
        },
        {
          list: 'evaluation phase',
          values: enums.evaluationPhases,
          insert: (v) => newEvaluation({ phase: v }).execute(),
        },
        {
          list: 'objective',
          values: enums.applicabilityValues,
          insert: (v) => newEvaluation({ objective: v }).execute(),
        },
        {
          list: 'research question',
          values: enums.applicabilityValues,
          insert: (v) => newEvaluation({ research_question: v }).execute(),
        },
        {
          list: 'EDC system',
          values: enums.edcSystems,
          insert: (v) => newEvaluation({ edc: v }).execute(),
        },
        {
          list: 'center type',
          values: enums.centerTypes,
          insert: (v) => db().insertInto('centers').values({ title: 'Isala', type: v }).execute(),
        },
        {
          list: 'user title',
          values: enums.userTitles,
          insert: (v) =>
            db()
              .insertInto('users')
              .values({ email: `${Math.random()}@example.org`, name: 'Jan', title: v })
              .execute(),
        },
        {
          list: 'gender',
          values: enums.genders,
          insert: (v) =>
            db()
              .insertInto('users')
              .values({ email: `${Math.random()}@example.org`, name: 'Jan', gender: v })
              .execute(),
        },
        {
          list: 'site page',
          values: enums.sitePageKeys,
          insert: (v) =>
            db()
              .insertInto('site_pages')
              .values({ key: v as never })
              .execute(),
        },
        {
          list: 'event type',
          values: enums.eventTypes,
          insert: async (v) => {
            const association = await db()
              .insertInto('associations')
              .values({ title: 'NVvH' })
              .returning('id')
              .executeTakeFirstOrThrow();
            return db()
              .insertInto('events')
              .values({
                association_id: association.id,
                title: 'Jaarcongres',
                date: '2026-05-01',
                type: v,
              })
              .execute();
          },
        },
        {
          list: 'event recurrence',
          values: enums.eventRecurrences,
          insert: async (v) => {
            const program = await db()
              .insertInto('programs')
              .values({ title: 'ZE&GG' })
              .returning('id')
              .executeTakeFirstOrThrow();
            return db()
              .insertInto('events')
              .values({
                program_id: program.id,
                title: 'Overleg',
                date: '2026-05-01',
                recurring: v,
              })
              .execute();
          },
        },
      ];
      const withOwner = async (
        insert: (evaluationId: number, userId: number) => Promise<unknown>,
      ) => {
        const evaluation = await newEvaluation().executeTakeFirstOrThrow();
        const user = await db()
          .insertInto('users')
          .values({ email: `${Math.random()}@example.org`, name: 'Els' })
          .returning('id')
          .executeTakeFirstOrThrow();
        return insert(evaluation.id, user.id);
      };
      cases.push(
        {
          list: 'participant type',
          values: enums.participantTypes,
          insert: (v) =>
            withOwner((id) =>
              db()
                .insertInto('participants')
                .values({ evaluation_id: id, type: v, amount: 10 })
                .execute(),
            ),
        },
        {
          list: 'criterion type',
          values: enums.criterionTypes,
          insert: (v) =>
            withOwner((id) =>
              db()
                .insertInto('criteria')
                .values({ evaluation_id: id, type: v, content: 'Leeftijd 18 jaar of ouder' })
                .execute(),
            ),
        },
        {
          list: 'contact function',
          values: enums.contactFunctions,
          insert: (v) =>
            withOwner((id, user) =>
              db()
                .insertInto('evaluation_people')
                .values({ evaluation_id: id, user_id: user, contact_function: v })
                .execute(),
            ),
        },
        {
          list: 'hour type',
          values: enums.hourTypes,
          insert: (v) =>
            withOwner((id, user) =>
              db()
                .insertInto('hours')
                .values({
                  employee_id: user,
                  project_id: id,
                  starts_at: '2026-03-02T09:00:00Z',
                  ends_at: '2026-03-02T11:00:00Z',
                  hour_type: v,
                })
                .execute(),
            ),
        },
        {
          list: 'evaluation document type',
          values: enums.evaluationDocumentTypes,
          insert: async (v) => {
            const file = await newFile();
            return withOwner((id) =>
              db()
                .insertInto('documents')
                .values({ evaluation_id: id, type: v, title: 'Protocol', file_id: file.id })
                .execute(),
            );
          },
        },
        {
          list: 'organisation document type',
          values: enums.organisationDocumentTypes,
          insert: async (v) => {
            const file = await newFile();
            const association = await db()
              .insertInto('associations')
              .values({ title: 'NIV' })
              .returning('id')
              .executeTakeFirstOrThrow();
            return db()
              .insertInto('documents')
              .values({
                association_id: association.id,
                type: v,
                title: 'Nieuwsbrief',
                file_id: file.id,
              })
              .execute();
          },
        },
      );

      it.each(cases)(
        '$list: accepts every listed value and rejects another',
        async ({ values, insert }) => {
          for (const value of values) expect(await errorCode(insert(value)), value).toBeUndefined();
          expect(await errorCode(insert('onbekend'))).toBe(CHECK);
        },
      );
    });
  });
}
