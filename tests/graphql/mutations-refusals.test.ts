// Refused deletes through GraphQL: /v1's 409 for a specialization still in use or a center with
// inclusion data becomes a CONFLICT error with /v1's message and the details (`usedBy`, `refused`).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectError } from '../support/graphql-answers.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';
import { v1Status } from '../support/v1-calls.ts';

const DELETE_SPECIALIZATION = `mutation ($id: ID!) { deleteSpecialization(id: $id) }`;
const DELETE_SPECIALIZATIONS = `mutation ($ids: [ID!]!) { deleteSpecializations(ids: $ids) }`;
const DELETE_CENTER = `mutation ($id: ID!) { deleteCenter(id: $id) }`;

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL: refused deletes of used reference data', target),
    () => {
      const gateway = useSeededGateway(target);
      beforeAll(async () => {}, 60_000);

      const createSpecialization = async (title: string) => {
        const response = await gateway.v1.admin.post<{ data: { id: number } }>('/specializations', {
          title,
        });
        return response.body.data.id;
      };

      it('deleteSpecialization(s) of a linked specialization: CONFLICT naming where, nothing deleted', async () => {
        const db = gateway.server.database.db;
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
          await gateway.graphql.admin(DELETE_SPECIALIZATION, { id: String(used) }),
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
          await gateway.graphql.admin(DELETE_SPECIALIZATIONS, {
            ids: [String(free), String(used)],
          }),
          'CONFLICT',
        );
        expect(several.extensions?.refused).toEqual([
          { id: used, title: 'GraphQL in gebruik', usedBy },
        ]);
        expect(await v1Status(gateway.v1.admin, `/specializations/${free}`)).toBe(200);
        const freed = await gateway.graphql.admin(DELETE_SPECIALIZATION, { id: String(free) });
        expect(freed.errors).toEqual([]);
        expect(await v1Status(gateway.v1.admin, `/specializations/${free}`)).toBe(404);
      });

      it('deleteCenter of a center with inclusion data: CONFLICT with the row count', async () => {
        const db = gateway.server.database.db;
        const center = await db
          .selectFrom('inclusion_data')
          .select(['center_id', sql<number>`count(*)::int`.as('count')])
          .groupBy('center_id')
          .orderBy('center_id')
          .executeTakeFirstOrThrow();
        const error = expectError(
          await gateway.graphql.admin(DELETE_CENTER, { id: String(center.center_id) }),
          'CONFLICT',
        );
        expect(error.message).toMatch(/^Dit centrum heeft inclusiegegevens \(\d+ rij(en)?\)/);
        expect(error.extensions?.usedBy).toEqual({ inclusionData: { count: center.count } });
        expect(await v1Status(gateway.v1.admin, `/centers/${center.center_id}`)).toBe(200);
      });
    },
  );
}
