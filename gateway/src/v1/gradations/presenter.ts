// The answer of /v1/gradations: a gradation row with iso timestamps and, when asked, its
// evaluation count.
import { z } from 'zod';
import { answerRecord, recordId, timestamps } from '../shared/answers.ts';
import { iso } from '../shared/presenters.ts';
import type { GradationRow } from './repository.ts';
import type { GradationInclude } from './schema.ts';

export const gradationAnswer = answerRecord('Gradation', {
  id: recordId,
  position: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  ...timestamps,
  /** with[]=counts */
  evaluation_count: z.number().int().optional(),
});
export type GradationOut = z.infer<typeof gradationAnswer>;

export function presentGradations(
  rows: GradationRow[],
  include: GradationInclude[],
  counts: Map<number, number>,
): GradationOut[] {
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    title: row.title,
    description: row.description,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(include.includes('counts') ? { evaluation_count: counts.get(row.id) ?? 0 } : {}),
  }));
}
