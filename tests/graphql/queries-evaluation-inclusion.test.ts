// GraphQL Evaluation.inclusion against /v1 on a seeded gateway, its /v1 traffic counted by a
// recording proxy: the sums of the evaluation's participants and data rows for one on the monitor
// (the same entry `inclusionMonitor` gives), null for one that is not; a page, a detail and
// evaluations nested under programs each cost a fixed number of /v1 calls, not one per row.
import { beforeEach, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { errorLines } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { type Monitored, sum } from '../support/inclusion-monitor.ts';
import type { Role } from '../support/seeded-gateway.ts';
import { v1Get } from '../support/v1-calls.ts';
import { type ProxiedGateway, useProxiedSeededGateway } from '../support/v1-proxy.ts';

type Evaluation = Monitored<{ slug: string; is_visible_at_inclusion_monitor: boolean }>;
type Entry = {
  evaluation: { id: string };
  target: number;
  includedSoFar: number;
  lastReportedMonth: string | null;
  series: { month: string; included: number; cumulative: number }[];
  centers: { center: { id: string; title: string; type: string }; included: number }[];
  projection: Record<string, unknown>;
};
type Row = { id: string; inclusion: Entry | null };

const ENTRY = `{
  evaluation { id }
  target
  includedSoFar
  lastReportedMonth
  series { month included cumulative }
  centers { center { id title type } included }
  projection { pace endsAt monthlyRate monthsLeft projectedTotal }
}`;

/** The /v1 sums of an evaluation on the monitor, null for one that is not. */
function expectedFromV1(row: Evaluation) {
  if (!row.is_visible_at_inclusion_monitor) return null;
  return {
    target: sum(row.participants.map((participant) => participant.amount)),
    includedSoFar: sum(row.data.map((data) => data.sample_size)),
    lastReportedMonth:
      row.data
        .map((data) => data.date)
        .sort()
        .at(-1) ?? null,
  };
}

const brief = (entry: Entry | null) =>
  entry && {
    target: entry.target,
    includedSoFar: entry.includedSoFar,
    lastReportedMonth: entry.lastReportedMonth,
  };

async function monitorEntries(gateway: ProxiedGateway, who: Role) {
  const answer = await gateway.graphql[who]<{
    inclusionMonitor: { categories: { evaluations: Entry[] }[] };
  }>(`{ inclusionMonitor { categories { evaluations ${ENTRY} } } }`);
  const entries = dataOf(answer).inclusionMonitor.categories.flatMap((item) => item.evaluations);
  return new Map(entries.map((entry) => [entry.evaluation.id, entry]));
}

async function evaluationsFromV1(gateway: ProxiedGateway, who: Role) {
  const list = await v1Get<{ data: Evaluation[]; total: number }>(
    gateway.v1[who],
    '/evaluations?with[]=participants&with[]=data&sort=id&limit=100',
  );
  expect(list.total).toBeLessThanOrEqual(100);
  return list.data;
}

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL Evaluation.inclusion', target),
    () => {
      const gateway = useProxiedSeededGateway(target);
      beforeEach(() => {
        gateway.proxy.calls.length = 0;
      });

      it('a visitor’s list: /v1’s sums and the monitor’s entry where on the monitor, else null; one /v1 call', async () => {
        const answer = await gateway.graphql.anonymous<{ evaluations: { data: Row[] } }>(
          `{ evaluations(limit: 100, sort: [{ field: ID }]) { data { id inclusion ${ENTRY} } } }`,
        );
        expect(errorLines(answer)).toEqual([]);
        expect(gateway.proxy.calls).toHaveLength(1);
        expect(gateway.proxy.calls[0]).toMatch(/^GET \/v1\/evaluations\?/);
        for (const include of ['data', 'participants'])
          expect(gateway.proxy.calls[0]).toContain(`with[]=${include}`);

        const rows = dataOf(answer).evaluations.data;
        const v1 = await evaluationsFromV1(gateway, 'anonymous');
        expect(rows.map((row) => row.id)).toEqual(v1.map((row) => String(row.id)));
        const expected = Object.fromEntries(v1.map((row) => [row.id, expectedFromV1(row)]));
        expect(Object.fromEntries(rows.map((row) => [row.id, brief(row.inclusion)]))).toEqual(
          expected,
        );
        // Both kinds are there, and some entry on the monitor has numbers to compare.
        const shown = rows.filter((row) => row.inclusion !== null);
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.length).toBeLessThan(rows.length);
        expect(shown.some((row) => (row.inclusion?.includedSoFar ?? 0) > 0)).toBe(true);

        const monitor = await monitorEntries(gateway, 'anonymous');
        expect(new Set(shown.map((row) => row.id))).toEqual(new Set(monitor.keys()));
        for (const row of shown) expect(row.inclusion).toEqual(monitor.get(row.id));
      });

      it('the detail page’s read by slug asks /v1 once, the entry included', async () => {
        const v1 = await evaluationsFromV1(gateway, 'anonymous');
        const monitored = v1.find((row) => row.is_visible_at_inclusion_monitor);
        const other = v1.find((row) => !row.is_visible_at_inclusion_monitor);
        expect(monitored && other).toBeTruthy();
        for (const row of [monitored, other]) {
          if (!row) continue;
          gateway.proxy.calls.length = 0;
          const answer = await gateway.graphql.anonymous<{ evaluation: Row | null }>(
            `query Detail($slug: String!) { evaluation(slug: $slug) { id inclusion ${ENTRY} } }`,
            { slug: row.slug },
          );
          const found = dataOf(answer).evaluation;
          expect(found?.id).toBe(String(row.id));
          expect(brief(found?.inclusion ?? null)).toEqual(expectedFromV1(row));
          expect(gateway.proxy.calls).toHaveLength(1);
        }
      });

      it('evaluations nested under programs: one batched /v1 call for all their entries', async () => {
        const answer = await gateway.graphql.anonymous<{
          programs: { data: { id: string; evaluations: Row[] }[] };
        }>(`{ programs(limit: 100) { data { id evaluations { id inclusion ${ENTRY} } } } }`);
        expect(errorLines(answer)).toEqual([]);
        const nested = dataOf(answer).programs.data.flatMap((program) => program.evaluations);
        const distinct = new Set(nested.map((row) => row.id));
        expect(distinct.size).toBeGreaterThan(1);
        expect(distinct.size).toBeLessThanOrEqual(100);
        const evaluationCalls = gateway.proxy.calls.filter((call) =>
          call.startsWith('GET /v1/evaluations?'),
        );
        expect(gateway.proxy.calls).toHaveLength(2);
        expect(evaluationCalls).toHaveLength(1);
        for (const id of distinct) expect(evaluationCalls[0]).toContain(`filter[ids][]=${id}`);

        const byId = new Map(
          (await evaluationsFromV1(gateway, 'anonymous')).map((row) => [String(row.id), row]),
        );
        for (const row of nested) {
          const v1 = byId.get(row.id);
          expect(v1).toBeDefined();
          if (v1) expect(brief(row.inclusion)).toEqual(expectedFromV1(v1));
        }
      });

      it('follows the monitor flag: taken off the monitor, the entry is null (as admin too)', async () => {
        const monitor = await monitorEntries(gateway, 'admin');
        const [id, entry] = [...monitor.entries()][0] ?? [];
        expect(entry).toBeDefined();
        const read = `query One($id: ID!) { evaluation(id: $id) { inclusion ${ENTRY} } }`;
        const before = await gateway.graphql.admin<{ evaluation: Row }>(read, { id });
        expect(dataOf(before).evaluation.inclusion).toEqual(entry);

        const patched = await gateway.v1.admin.patch(`/evaluations/${id}`, {
          is_visible_at_inclusion_monitor: false,
        });
        expect(patched.status).toBe(200);
        const after = await gateway.graphql.admin<{ evaluation: Row }>(read, { id });
        expect(dataOf(after).evaluation.inclusion).toBeNull();
        expect((await monitorEntries(gateway, 'admin')).has(String(id))).toBe(false);
      });
    },
  );
}
