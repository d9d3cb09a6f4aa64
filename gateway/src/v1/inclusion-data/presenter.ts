// The answer of /v1/data: an inclusion data row with iso timestamps and, when asked, its center and
// evaluation.
import { z } from 'zod';
import { answerRecord, day, recordId, timestamps } from '../shared/answers.ts';
import { iso } from '../shared/presenters.ts';
import type { DataCenter, DataEvaluation, DataRow } from './repository.ts';

export const inclusionDataAnswer = answerRecord('InclusionData', {
  id: recordId,
  evaluation_id: recordId,
  center_id: recordId,
  date: day,
  year: z.number().int(),
  month: z.number().int(),
  sample_size: z.number().int(),
  ...timestamps,
  /** with[]=center */
  center: z.object({ id: recordId, title: z.string(), type: z.string() }).optional(),
  /** with[]=evaluation */
  evaluation: z
    .object({ id: recordId, title: z.string(), slug: z.string().nullable(), status: z.string() })
    .optional(),
});
export type DataOut = z.infer<typeof inclusionDataAnswer>;

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
    if (center) out.center = { id: center.id, title: center.title, type: center.type };
    const evaluation = evaluationsById.get(row.evaluation_id);
    if (evaluation)
      out.evaluation = {
        id: evaluation.id,
        title: evaluation.title,
        slug: evaluation.slug,
        status: evaluation.status,
      };
    return out;
  });
}
