// GraphQL inclusionMonitor's per-evaluation detail against /v1 on a seeded gateway: the breakdown
// per center equals the sums of the data rows, the newest reported month, and the pace projection
// of the recomputed numbers; then a constructed report that reaches the target.
import { describe, expect, it } from 'vitest';
import { projectInclusion } from '../../gateway/src/graphql/resolvers/inclusion-projection.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { dataOf } from '../support/graphql-client.ts';
import { type Monitored, monitoredEvaluations, sum } from '../support/inclusion-monitor.ts';
import { type SeededGateway, useSeededGateway } from '../support/seeded-gateway.ts';

type Evaluation = Monitored<
  { ends_at: string | null; adjusted_ends_at: string | null },
  { center: { id: number; title: string } }
>;
type Item = {
  evaluation: { id: string };
  target: number;
  includedSoFar: number;
  series: { month: string; included: number }[];
  centers: { center: { id: string; title: string; type: string }; included: number }[];
  lastReportedMonth: string | null;
  projection: Record<string, unknown>;
};

const monitorQuery = `{
  inclusionMonitor { categories { evaluations {
    evaluation { id }
    target
    includedSoFar
    series { month included }
    centers { center { id title type } included }
    lastReportedMonth
    projection { pace endsAt monthlyRate monthsLeft projectedTotal }
  } } }
}`;

async function monitorItems(gateway: SeededGateway, who: 'anonymous' | 'admin'): Promise<Item[]> {
  const answer = await gateway.graphql[who]<{
    inclusionMonitor: { categories: { evaluations: Item[] }[] };
  }>(monitorQuery);
  return dataOf(answer).inclusionMonitor.categories.flatMap((category) => category.evaluations);
}

async function monitoredFromV1(gateway: SeededGateway, who: 'anonymous' | 'admin') {
  const list = await monitoredEvaluations<Evaluation>(gateway.v1[who]);
  return new Map(list.data.map((row) => [String(row.id), row]));
}

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL inclusionMonitor: centers, last report, pace', target),
    () => {
      const gateway = useSeededGateway(target);

      it('per-center sums, newest month and projection follow the /v1 rows', async () => {
        const items = await monitorItems(gateway, 'anonymous');
        const rows = await monitoredFromV1(gateway, 'anonymous');
        expect(items.length).toBe(rows.size);
        for (const item of items) {
          const row = rows.get(item.evaluation.id);
          expect(row).toBeDefined();
          if (!row) continue;
          const expectedCenters = new Map<string, number>();
          for (const data of row.data) {
            const key = String(data.center.id);
            expectedCenters.set(key, (expectedCenters.get(key) ?? 0) + data.sample_size);
          }
          expect(
            Object.fromEntries(item.centers.map((entry) => [entry.center.id, entry.included])),
          ).toEqual(Object.fromEntries(expectedCenters));
          expect(sum(item.centers.map((entry) => entry.included))).toBe(item.includedSoFar);
          const newest =
            row.data
              .map((data) => data.date)
              .sort()
              .at(-1) ?? null;
          expect(item.lastReportedMonth).toBe(newest);
          expect(item.projection).toEqual(
            projectInclusion({
              target: sum(row.participants.map((participant) => participant.amount)),
              includedSoFar: sum(row.data.map((data) => data.sample_size)),
              series: item.series,
              endsAt: row.ends_at,
              adjustedEndsAt: row.adjusted_ends_at,
            }),
          );
        }
        // The demo shows more than one center for some evaluation and more than one verdict.
        expect(items.some((item) => item.centers.length > 1)).toBe(true);
        expect(new Set(items.map((item) => item.projection.pace)).size).toBeGreaterThan(1);
      });

      it('a new report that fills the target: reached, newest month, center sum, adjusted end', async () => {
        const before = (await monitorItems(gateway, 'admin')).find(
          (item) => item.lastReportedMonth !== null && item.includedSoFar < item.target,
        );
        expect(before).toBeDefined();
        if (!before?.lastReportedMonth) return;
        const center = before.centers[0]?.center;
        const next = new Date(`${before.lastReportedMonth}T00:00:00Z`);
        next.setUTCMonth(next.getUTCMonth() + 1);
        const month = next.toISOString().slice(0, 10);
        const missing = before.target - before.includedSoFar;
        const created = await gateway.v1.admin.post('/data', {
          evaluation_id: Number(before.evaluation.id),
          center_id: Number(center?.id),
          date: month,
          sample_size: missing,
        });
        expect(created.status).toBe(201);
        const patched = await gateway.v1.admin.patch(`/evaluations/${before.evaluation.id}`, {
          adjusted_ends_at: '2040-06-30',
        });
        expect(patched.status).toBe(200);

        const after = (await monitorItems(gateway, 'admin')).find(
          (item) => item.evaluation.id === before.evaluation.id,
        );
        expect(after?.includedSoFar).toBe(before.target);
        expect(after?.lastReportedMonth).toBe(month);
        expect(after?.projection).toMatchObject({ pace: 'TARGET_REACHED', endsAt: '2040-06-30' });
        expect(after?.centers.find((entry) => entry.center.id === center?.id)?.included).toBe(
          (before.centers[0]?.included ?? 0) + missing,
        );
      });
    },
  );
}
