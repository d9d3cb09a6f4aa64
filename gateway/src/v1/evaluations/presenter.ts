// An evaluation as /v1 shows it: its row with ISO times and its page's url, and each requested
// relation (relations.ts) as a list, or one record for the single ones (logo, banner, gradation).
import { iso } from '../shared/presenters.ts';
import type { EvaluationRecord } from './relations.ts';

export type EvaluationOut = Record<string, unknown> & { id: number };

/** The includes that are one record (or none), not a list. */
const singleIncludes = new Set<string>(['logo', 'banner', 'gradation']);

/** The relations loaded for the rows: by relation name, the presented rows of each evaluation. */
type Relations = Map<string, Map<number, unknown[]>>;

/** Rows as /v1 shows them, with the requested relations. */
export function presentEvaluations(
  rows: EvaluationRecord[],
  relations: Relations,
): EvaluationOut[] {
  return rows.map((row) => {
    const out: EvaluationOut = {
      ...row,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      url: `/evaluations/${row.slug ?? row.id}`,
    };
    for (const [name, byId] of relations) {
      const items = byId.get(row.id) ?? [];
      out[name] = singleIncludes.has(name) ? (items[0] ?? null) : items;
    }
    return out;
  });
}
