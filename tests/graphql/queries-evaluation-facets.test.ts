// GraphQL evaluationFacets against /v1 on a seeded gateway: the same counts as
// GET /v1/evaluations/facets for the same filters (converted like the list's), enum values as
// GraphQL names, and visitors never counting unpublished evaluations.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import type { EvaluationFacets } from '../../gateway/src/v1/evaluations/facets.ts';
import { dataOf } from '../support/graphql-client.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';
import { v1Get } from '../support/v1-calls.ts';

const facetsQuery = `query Facets($filter: EvaluationFilter) {
  evaluationFacets(filter: $filter) {
    total
    phases { value count }
    statuses { value count }
    gradations { id title count }
    specializations { id title count }
    programs { id title count }
    associations { id title count }
  }
}`;

type GqlFacets = {
  evaluationFacets: {
    total: number;
    phases: { value: string; count: number }[];
    statuses: { value: string; count: number }[];
    specializations: { id: string; title: string; count: number }[];
  };
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL evaluationFacets', target),
    () => {
      const gateway = useSeededGateway(target);

      it('answers what /v1 answers for the same filters', async () => {
        const v1 = await v1Get<{ data: EvaluationFacets }>(
          gateway.v1.anonymous,
          '/evaluations/facets?filter[phase]=including',
        );
        const answer = dataOf(
          await gateway.graphql.anonymous<GqlFacets>(facetsQuery, {
            filter: { phase: ['INCLUDING'] },
          }),
        ).evaluationFacets;
        expect(answer.total).toBe(v1.data.total);
        expect(answer.phases).toEqual(
          v1.data.phases.map((entry) => ({ value: entry.value.toUpperCase(), count: entry.count })),
        );
        expect(answer.specializations).toEqual(
          v1.data.specializations.map((entry) => ({ ...entry, id: String(entry.id) })),
        );
      });

      it('gives visitors the published status only; staff every status', async () => {
        const visitor = dataOf(
          await gateway.graphql.anonymous<GqlFacets>(facetsQuery),
        ).evaluationFacets;
        expect(visitor.statuses.map((entry) => entry.value)).toEqual(['PUBLISHED']);
        const editor = dataOf(
          await gateway.graphql.editor<GqlFacets>(facetsQuery),
        ).evaluationFacets;
        expect(editor.statuses.map((entry) => entry.value)).toEqual([
          'NEW',
          'DRAFT',
          'PUBLISHED',
          'CASTOR',
        ]);
        expect(editor.total).toBeGreaterThan(visitor.total);
      });
    },
  );
}
