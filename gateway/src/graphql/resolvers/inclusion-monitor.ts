// The inclusion monitor, summed by the facade from /v1 (docs/ARCHITECTURE.md, "Inclusion monitor"):
// the evaluations marked for the monitor that the caller may see, with their participants (target)
// and data rows (included so far), grouped by gradation in gradation order. Per evaluation also
// the breakdown per center, the newest reported month and the pace projection
// (inclusion-projection.ts). Costs one /v1 list call per 100 monitored evaluations. The same
// entry is `Evaluation.inclusion`, for one evaluation's own page.
import type { V1Record } from '../caller-v1.ts';
import { catalogEntry } from '../catalog.ts';
import type { GraphQLContext } from '../context.ts';
import type { EvaluationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';
import { holdsAll, includesFor } from '../selection.ts';
import { projectInclusion } from './inclusion-projection.ts';

interface Point {
  month: string;
  included: number;
  cumulative: number;
}

interface Gradation {
  id: number;
  position: number;
}

interface DataRow {
  year: number;
  month: number;
  sample_size: number;
  center_id: number;
  center?: { id: number; title: string; type: string };
}

const PAGE = 100;

const evaluationResource = catalogEntry('Evaluation');

/** Patients per month (`YYYY-MM-01`), in month order, with the running sum. */
export function monthlySeries(rows: { year: number; month: number; sample_size: number }[]) {
  const perMonth = new Map<string, number>();
  for (const row of rows) {
    const month = `${String(row.year).padStart(4, '0')}-${String(row.month).padStart(2, '0')}-01`;
    perMonth.set(month, (perMonth.get(month) ?? 0) + row.sample_size);
  }
  let cumulative = 0;
  return [...perMonth.keys()].sort().map((month): Point => {
    const included = perMonth.get(month) ?? 0;
    cumulative += included;
    return { month, included, cumulative };
  });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Patients per center (sum of its rows' sample sizes), most included first, then by title. */
export function perCenter(rows: DataRow[]) {
  const centers = new Map<number, { center: DataRow['center']; included: number }>();
  for (const row of rows) {
    const entry = centers.get(row.center_id) ?? { center: row.center, included: 0 };
    entry.included += row.sample_size;
    centers.set(row.center_id, entry);
  }
  return [...centers.values()].sort(
    (a, b) =>
      b.included - a.included || (a.center?.title ?? '').localeCompare(b.center?.title ?? ''),
  );
}

/** Every evaluation on the monitor, page by page. */
async function monitoredEvaluations(context: GraphQLContext): Promise<V1Record[]> {
  const query = (page: number) => ({
    filter: { is_visible_at_inclusion_monitor: true },
    with: ['data', 'gradation', 'participants', 'specializations'],
    sort: 'title',
    limit: PAGE,
    page,
  });
  const first = await context.v1.list('/evaluations', query(1));
  const rest = await Promise.all(
    Array.from({ length: first.last_page - 1 }, (_, index) =>
      context.v1.list('/evaluations', query(index + 2)),
    ),
  );
  return [first, ...rest].flatMap((answer) => answer.data);
}

/**
 * One evaluation's entry on the monitor, from its /v1 record with `data` (its rows' centers
 * included) and `participants`: the same sums for the monitor and for `Evaluation.inclusion`.
 */
export function monitorEntry(evaluation: Record<string, unknown>) {
  const data = (evaluation.data ?? []) as DataRow[];
  const participants = (evaluation.participants ?? []) as { amount: number | null }[];
  const target = sum(participants.map((participant) => participant.amount ?? 0));
  const includedSoFar = sum(data.map((row) => row.sample_size));
  const series = monthlySeries(data);
  return {
    evaluation,
    target,
    includedSoFar,
    series,
    centers: perCenter(data),
    lastReportedMonth: series.at(-1)?.month ?? null,
    projection: projectInclusion({
      target,
      includedSoFar,
      series,
      endsAt: (evaluation.ends_at ?? null) as string | null,
      adjustedEndsAt: (evaluation.adjusted_ends_at ?? null) as string | null,
    }),
  };
}

export const inclusionMonitor: QueryResolvers['inclusionMonitor'] = async (
  _root,
  _args,
  context,
) => {
  const evaluations = (await monitoredEvaluations(context)).map((evaluation) => ({
    entry: monitorEntry(evaluation),
    gradation: (evaluation.gradation ?? null) as Gradation | null,
    data: (evaluation.data ?? []) as DataRow[],
  }));
  const groups = new Map<number | null, typeof evaluations>();
  for (const item of evaluations) {
    const key = item.gradation?.id ?? null;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const position = (items: typeof evaluations) =>
    items[0]?.gradation?.position ?? Number.POSITIVE_INFINITY;
  const categories = [...groups.values()]
    .sort((a, b) => position(a) - position(b))
    .map((items) => ({
      gradation: items[0]?.gradation ?? null,
      target: sum(items.map((item) => item.entry.target)),
      includedSoFar: sum(items.map((item) => item.entry.includedSoFar)),
      series: monthlySeries(items.flatMap((item) => item.data)),
      evaluations: items.map((item) => item.entry),
    }));
  return { categories };
};

/**
 * `Evaluation.inclusion`: the evaluation's monitor entry, or null when it is not on the monitor.
 * The record comes with its data rows and participants when the query asked for `inclusion`
 * (catalog.ts, `computedIncludes`); one that came without them (nested in brief, or a write's
 * answer) is loaded through the request's DataLoader, so a list of them costs one /v1 call.
 */
export const evaluationInclusion: EvaluationResolvers['inclusion'] = async (
  record,
  _args,
  context,
) => {
  const full = holdsAll(record, evaluationResource, ['inclusion'])
    ? record
    : await context.records.load(
        evaluationResource.type,
        String(record.id),
        includesFor(evaluationResource, ['inclusion']),
      );
  return full?.is_visible_at_inclusion_monitor === true ? monitorEntry(full) : null;
};
