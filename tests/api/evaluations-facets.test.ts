// GET /v1/evaluations/facets on the demo content: counts checked against the database itself,
// disjunctive faceting (a facet ignores its own filter), and the visibility rule.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import type { EvaluationFacets } from '../../gateway/src/v1/evaluations/facets.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

type Answer = { data: EvaluationFacets };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('/v1/evaluations/facets', target),
    () => {
      const gateway = useSeededGateway(target);

      /** Published evaluations per phase, straight from the database. */
      const publishedPerPhase = async () => {
        const rows = await gateway.server.database.db
          .selectFrom('evaluations')
          .select(['phase', sql<number>`count(*)::int`.as('n')])
          .where('status', '=', 'published')
          .groupBy('phase')
          .execute();
        return Object.fromEntries(rows.map((row) => [row.phase, row.n]));
      };

      it('counts published evaluations per phase for visitors, every phase listed', async () => {
        const response = await gateway.v1.anonymous.get<Answer>('/evaluations/facets');
        expect(response.status).toBe(200);
        const expected = await publishedPerPhase();
        expect(response.body.data.phases).toEqual(
          ['preparation', 'including', 'continuation', 'completed'].map((value) => ({
            value,
            count: expected[value] ?? 0,
          })),
        );
        const list = await gateway.v1.anonymous.get<V1List>('/evaluations?limit=1');
        expect(response.body.data.total).toBe(list.body.total);
      });

      it('never shows visitors counts of unpublished evaluations', async () => {
        const visible = await gateway.v1.anonymous.get<Answer>('/evaluations/facets');
        expect(visible.body.data.statuses.map((entry) => entry.value)).toEqual(['published']);
        const sum = (answer: Answer) =>
          answer.data.phases.reduce((total, entry) => total + entry.count, 0);
        const staff = await gateway.v1.editor.get<Answer>('/evaluations/facets');
        // The demo content has drafts and new ones: staff count more than visitors.
        expect(sum(staff.body)).toBeGreaterThan(sum(visible.body));
        expect(sum(visible.body)).toBe(visible.body.data.total);
        expect(
          staff.body.data.statuses.find((entry) => entry.value === 'draft')?.count,
        ).toBeGreaterThan(0);
      });

      it('applies every filter but its own to a facet (disjunctive)', async () => {
        const filtered = await gateway.v1.anonymous.get<Answer>(
          '/evaluations/facets?filter[phase]=including',
        );
        const all = await gateway.v1.anonymous.get<Answer>('/evaluations/facets');
        // The phase facet ignores the phase filter: a visitor can still widen to other phases.
        expect(filtered.body.data.phases).toEqual(all.body.data.phases);
        // Every other facet is narrowed to the including ones, and agrees with the list.
        const including = await gateway.v1.anonymous.get<V1List>(
          '/evaluations?filter[phase]=including&limit=1',
        );
        expect(filtered.body.data.total).toBe(including.body.total);
        const specialization = filtered.body.data.specializations[0];
        expect(specialization).toBeDefined();
        if (!specialization) return;
        const narrowed = await gateway.v1.anonymous.get<V1List>(
          `/evaluations?filter[phase]=including&filter[specialization_id]=${specialization.id}&limit=1`,
        );
        expect(specialization.count).toBe(narrowed.body.total);
      });

      it('keeps a chosen value that no longer matches, at zero, so it can be unticked', async () => {
        const unused = await gateway.server.database.db
          .insertInto('specializations')
          .values({ title: 'Zzz ongebruikt specialisme' })
          .returning('id')
          .executeTakeFirstOrThrow();
        const response = await gateway.v1.anonymous.get<Answer>(
          `/evaluations/facets?filter[specialization_id]=${unused.id}`,
        );
        expect(response.body.data.total).toBe(0);
        expect(response.body.data.specializations).toContainEqual({
          id: unused.id,
          title: 'Zzz ongebruikt specialisme',
          count: 0,
        });
      });

      it('rejects an unknown filter like the list does', async () => {
        expect(
          (await gateway.v1.anonymous.get('/evaluations/facets?filter[colour]=red')).status,
        ).toBe(422);
      });
    },
  );
}
