// The merge screen's picks as they live in the URL (`?keep=1&merge=2,3`), and what a merge moves.
import { z } from 'zod';

const idPattern = /^\d{1,9}$/;

export const mergeSchema = z.object({
  keep: z.string().regex(idPattern).catch(''),
  /** Comma-separated (`merge=2,3`); repeated parameters are read too. */
  merge: z
    .preprocess((value) => (Array.isArray(value) ? value.join(',') : value), z.string())
    .transform((value) => value.split(',').filter((id) => idPattern.test(id)))
    .catch([]),
});
export type MergeState = z.output<typeof mergeSchema>;

/** The URL value of the sources. */
export const mergeParam = (ids: readonly string[]) => ids.join(',');

/** The sources without the kept center and without repeats, in the order chosen. */
export const sourcesOf = (state: MergeState): string[] =>
  [...new Set(state.merge)].filter((id) => id !== state.keep);

export interface CountedCenter {
  id: string;
  title: string;
  dataCount: number;
  evaluationCount: number;
}

/** What moves to the kept center: the sources' inclusion rows and evaluations, added up. */
export function movedTotals(sources: readonly CountedCenter[]): {
  data: number;
  evaluations: number;
} {
  return sources.reduce(
    (total, source) => ({
      data: total.data + source.dataCount,
      evaluations: total.evaluations + source.evaluationCount,
    }),
    { data: 0, evaluations: 0 },
  );
}
