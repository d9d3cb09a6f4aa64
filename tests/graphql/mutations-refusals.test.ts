// Refused deletes through GraphQL: /v1's 409 for a specialization still in use or a center with
// inclusion data becomes a CONFLICT error with /v1's message and the details (`usedBy`, `refused`).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/db/testing/test-database.ts';
import {
  expectError,
  type MutationSetup,
  startMutationServer,
  v1Status,
} from './support/mutations.ts';

const DELETE_SPECIALIZATION = `mutation ($id: ID!) { deleteSpecialization(id: $id) }`;
const DELETE_SPECIALIZATIONS = `mutation ($ids: [ID!]!) { deleteSpecializations(ids: $ids) }`;
const DELETE_CENTER = `mutation ($id: ID!) { deleteCenter(id: $id) }`;

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL: refused deletes of used reference data', target),
    () => {
      let setup: MutationSetup;
      beforeAll(async () => {
        setup = await startMutationServer(target);
      }, 60_000);
      afterAll(() => setup?.server.close());

      const createSpecialization = async (title: string) => {
        const response = await setup.api.admin.post<{ data: { id: number } }>('/specializations', {
          title,
        });
        return response.body.data.id;
      };

      it('deleteSpecialization(s) of a linked specialization: CONFLICT naming where, nothing deleted', async () => {
        const db = setup.server.database.db;
        const used = await createSpecialization('GraphQL in gebruik');
        const free = await createSpecialization('GraphQL vrij');
        const bureau = await db
          .selectFrom('trial_bureaus')
          .select(['id', 'name'])
          .orderBy('id')
          .executeTakeFirstOrThrow();
        await sql`insert into trial_bureau_specializations (trial_bureau_id, specialization_id)
          values (${bureau.id}, ${used})`.execute(db);

        const one = expectError(
          await setup.gql.admin(DELETE_SPECIALIZATION, { id: String(used) }),
          'CONFLICT',
        );
        expect(one.message).toBe(
          `Dit specialisme is in gebruik bij 1 trialbureau (${bureau.name}); haal het daar eerst weg`,
        );
        const none = { count: 0, titles: [] };
        const usedBy = {
          evaluations: none,
          associations: none,
          programs: none,
          trialBureaus: { count: 1, titles: [bureau.name] },
        };
        expect(one.extensions).toMatchObject({
          status: 409,
          usedBy,
          refused: [{ id: used, title: 'GraphQL in gebruik', usedBy }],
        });

        const several = expectError(
          await setup.gql.admin(DELETE_SPECIALIZATIONS, { ids: [String(free), String(used)] }),
          'CONFLICT',
        );
        expect(several.extensions?.refused).toEqual([
          { id: used, title: 'GraphQL in gebruik', usedBy },
        ]);
        expect(await v1Status(setup.api.admin, `/specializations/${free}`)).toBe(200);
        const freed = await setup.gql.admin(DELETE_SPECIALIZATION, { id: String(free) });
        expect(freed.errors).toEqual([]);
        expect(await v1Status(setup.api.admin, `/specializations/${free}`)).toBe(404);
      });

      it('deleteCenter of a center with inclusion data: CONFLICT with the row count', async () => {
        const db = setup.server.database.db;
        const center = await db
          .selectFrom('inclusion_data')
          .select(['center_id', sql<number>`count(*)::int`.as('count')])
          .groupBy('center_id')
          .orderBy('center_id')
          .executeTakeFirstOrThrow();
        const error = expectError(
          await setup.gql.admin(DELETE_CENTER, { id: String(center.center_id) }),
          'CONFLICT',
        );
        expect(error.message).toMatch(/^Dit centrum heeft inclusiegegevens \(\d+ rij(en)?\)/);
        expect(error.extensions?.usedBy).toEqual({ inclusionData: { count: center.count } });
        expect(await v1Status(setup.api.admin, `/centers/${center.center_id}`)).toBe(200);
      });
    },
  );
}
