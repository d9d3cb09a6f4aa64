// The answer of /v1/data: an inclusion data row with iso timestamps and, when asked, its center and
// evaluation.
import { iso } from '../shared/presenters.ts';
import type { DataCenter, DataEvaluation, DataRow } from './repository.ts';

export interface DataOut {
  id: number;
  evaluation_id: number;
  center_id: number;
  date: string;
  year: number;
  month: number;
  sample_size: number;
  created_at: string | null;
  updated_at: string | null;
  center?: { id: number; title: string; type: string };
  evaluation?: { id: number; title: string; slug: string | null; status: string };
}

/** Rows with the centers and evaluations loaded for them (empty maps when not asked for). */
export function presentData(
  rows: DataRow[],
  related: { centers: Map<number, DataCenter>; evaluations: Map<number, DataEvaluation> },
): DataOut[] {
  const { centers: centersById, evaluations: evaluationsById } = related;
  return rows.map((row) => {
    const out: DataOut = {
      id: row.id,
      evaluation_id: row.evaluation_id,
      center_id: row.center_id,
      date: row.date,
      year: row.year,
      month: row.month,
      sample_size: row.sample_size,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    const center = centersById.get(row.center_id);
    if (center) out.center = center;
    const evaluation = evaluationsById.get(row.evaluation_id);
    if (evaluation) out.evaluation = evaluation;
    return out;
  });
}
