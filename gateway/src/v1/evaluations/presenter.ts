// An evaluation as /v1 shows it: its row with ISO times and its page's url, and each requested
// relation (relations.ts) as a list, or one record for the single ones (logo, banner, gradation).
import { iso, pick } from '../shared/presenters.ts';
import type { EvaluationRecord } from './relations.ts';

export type EvaluationOut = Record<string, unknown> & { id: number };

/** An evaluation's own fields as /v1 answers them, besides its times and its page's url. */
const evaluationFields = [
  'id',
  'slug',
  'title',
  'study_title',
  'status',
  'phase',
  'description',
  'description_short',
  'objective',
  'research_question',
  'study_design',
  'contact_info',
  'research_agency',
  'resource_agency',
  'sponsor',
  'analysis',
  'figure',
  'edc',
  'castor_slug',
  'vimeo_id',
  'instruction_video_url',
  'current_medical_guideline',
  'trial_register',
  'tags',
  'starts_at',
  'ends_at',
  'adjusted_ends_at',
  'first_inclusion_at',
  'last_inclusion_at',
  'is_visible_at_inclusion_monitor',
  'gradation_id',
  'logo_id',
  'banner_id',
] as const;

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
      ...pick(row, evaluationFields),
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
