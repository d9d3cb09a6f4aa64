// The facade's /v1 traffic, counted by a proxy between the two: nested lists cost a small fixed
// number of calls (with[] for what /v1 nests, batched DataLoaders for the rest), not one per row.
import { beforeEach, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { dataOf } from '../support/graphql-client.ts';
import { useProxiedSeededGateway } from '../support/v1-proxy.ts';

type Organisation = { id: string; title: string; logo: { url: string } | null };
type Row = {
  id: string;
  programs: Organisation[];
  associations: Organisation[];
  specializations: { id: string; title: string }[];
};

const pageOf25 = (nested: string) => `{
  evaluations(limit: 25, sort: [{ field: ID }]) {
    data { id programs { ${nested} } associations { ${nested} } specializations { id title } }
  }
}`;

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL batching of /v1 calls', target),
    () => {
      const gateway = useProxiedSeededGateway(target);
      beforeEach(() => {
        gateway.proxy.calls.length = 0;
      });

      it('answers a page of 25 evaluations with their programs, associations and specializations in one call', async () => {
        const { evaluations } = dataOf(
          await gateway.graphql.anonymous<{ evaluations: { data: Row[] } }>(pageOf25('id title')),
        );
        expect(evaluations.data).toHaveLength(25);
        expect(evaluations.data.some((row) => row.programs.length > 0)).toBe(true);
        expect(gateway.proxy.calls).toHaveLength(1);
        expect(gateway.proxy.calls[0]).toMatch(/^GET \/v1\/evaluations\?/);
        for (const include of ['associations', 'programs', 'specializations'])
          expect(gateway.proxy.calls[0]).toContain(`with[]=${include}`);
      });

      it('loads what /v1 does not nest (logos) with one batched call per type, equal to /v1', async () => {
        const { evaluations } = dataOf(
          await gateway.graphql.anonymous<{ evaluations: { data: Row[] } }>(
            pageOf25('id title logo { url }'),
          ),
        );
        // 1 page + 1 batch of programs + 1 batch of associations, however many rows there are.
        expect(gateway.proxy.calls).toHaveLength(3);
        const programCalls = gateway.proxy.calls.filter((call) =>
          call.startsWith('GET /v1/programs?'),
        );
        expect(programCalls).toHaveLength(1);
        const programIds = new Set(
          evaluations.data.flatMap((row) => row.programs.map((program) => program.id)),
        );
        for (const id of programIds) expect(programCalls[0]).toContain(`filter[ids][]=${id}`);

        const v1 = gateway.v1.anonymous;
        for (const id of programIds) {
          const { body } = await v1.get<{ data: { logo: { url: string } | null } }>(
            `/programs/${id}?with[]=logo`,
          );
          const nested = evaluations.data
            .flatMap((row) => row.programs)
            .find((program) => program.id === id);
          expect(nested?.logo?.url ?? null).toBe(body.data.logo?.url ?? null);
        }
      });

      it('reads the same record once however many times a document asks for it', async () => {
        const answer = dataOf(
          await gateway.graphql.anonymous<Record<string, { id: string; title: string } | null>>(`{
            a: association(id: 1) { id title }
            b: association(id: 1) { id title }
            c: association(id: 2) { id title }
            d: association(id: 999999) { id title }
          }`),
        );
        expect(answer.a).toEqual(answer.b);
        expect(answer.c?.id).toBe('2');
        expect(answer.d).toBeNull();
        expect(gateway.proxy.calls).toHaveLength(1);
        expect(gateway.proxy.calls[0]).toMatch(/^GET \/v1\/associations\?/);
      });
    },
  );
}
