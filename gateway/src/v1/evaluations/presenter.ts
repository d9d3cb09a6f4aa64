// An evaluation as /v1 shows it: its row with ISO times and its page's url, and each requested
// relation (relations.ts) as a list, or one record for the single ones (logo, banner, gradation).
import { z } from 'zod';
import { evaluationPhases, evaluationStatuses } from '../../domain/enums.ts';
import {
  answerRecord,
  type Columns,
  day,
  fieldsOf,
  recordId,
  timestamp,
  timestamps,
} from '../shared/answers.ts';
import { iso, pick } from '../shared/presenters.ts';
import { type EvaluationRecord, evaluationRelations as relations } from './relations.ts';

const text = z.string().nullable();

/** An evaluation's own columns as /v1 answers them, besides its times and its page's url. */
const evaluationColumns = {
  id: recordId,
  slug: text,
  title: z.string(),
  study_title: text,
  status: z.enum(evaluationStatuses),
  phase: z.enum(evaluationPhases),
  description: text,
  description_short: text,
  objective: text,
  research_question: text,
  study_design: text,
  contact_info: text,
  research_agency: text,
  resource_agency: text,
  sponsor: text,
  analysis: text,
  figure: text,
  edc: text,
  castor_slug: text,
  vimeo_id: text,
  instruction_video_url: text,
  current_medical_guideline: text,
  trial_register: text,
  tags: z.array(z.string()),
  starts_at: day.nullable(),
  ends_at: day.nullable(),
  adjusted_ends_at: day.nullable(),
  first_inclusion_at: day.nullable(),
  last_inclusion_at: day.nullable(),
  is_visible_at_inclusion_monitor: z.boolean(),
  gradation_id: recordId.nullable(),
  logo_id: recordId.nullable(),
  banner_id: recordId.nullable(),
  /** Scheduled publishing: when it will be published, and when it goes back to draft. */
  publish_at: timestamp.nullable(),
  unpublish_at: timestamp.nullable(),
};

/** A relation as an include: one record (or null) for the single ones, else a list. */
const single = <T extends z.ZodType>(answer: T) => answer.nullable().optional();
const list = <T extends z.ZodType>(answer: T) => z.array(answer).optional();

export const evaluationAnswer = answerRecord('Evaluation', {
  ...evaluationColumns,
  ...timestamps,
  /** The evaluation's page on the public site. */
  url: z.string(),
  logo: single(relations.logo.answer),
  banner: single(relations.banner.answer),
  gradation: single(relations.gradation.answer),
  specializations: list(relations.specializations.answer),
  programs: list(relations.programs.answer),
  associations: list(relations.associations.answer),
  trial_bureaus: list(relations.trial_bureaus.answer),
  applicables: list(relations.applicables.answer),
  criteria: list(relations.criteria.answer),
  participants: list(relations.participants.answer),
  people: list(relations.people.answer),
  measures: list(relations.measures.answer),
  documents: list(relations.documents.answer),
  links: list(relations.links.answer),
  posts: list(relations.posts.answer),
  data: list(relations.data.answer),
  settings: list(relations.settings.answer),
});
export type EvaluationOut = z.infer<typeof evaluationAnswer>;

/** The includes that are one record (or none), not a list. */
const singleIncludes = new Set<string>(['logo', 'banner', 'gradation']);

/** The relations loaded for the rows: by relation name, the presented rows of each evaluation. */
type Relations = Map<string, Map<number, unknown[]>>;

/** A moment as the JSON of the database gives it, as an ISO string (or null). */
const moment = (value: unknown) =>
  typeof value === 'string' || value instanceof Date ? iso(value) : null;

/** Rows as /v1 shows them, with the requested relations. */
export function presentEvaluations(
  rows: EvaluationRecord[],
  relations: Relations,
): EvaluationOut[] {
  return rows.map((row) => {
    const out: EvaluationOut = {
      // The columns of repository.ts `evaluationColumns`, as the database gives them.
      ...pick(
        row as EvaluationRecord & Columns<typeof evaluationColumns>,
        fieldsOf(evaluationColumns),
      ),
      publish_at: moment(row.publish_at),
      unpublish_at: moment(row.unpublish_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      url: `/evaluations/${row.slug ?? row.id}`,
    };
    // Each relation as its answer in relations.ts declares it.
    const includes = out as Record<string, unknown>;
    for (const [name, byId] of relations) {
      const items = byId.get(row.id) ?? [];
      includes[name] = singleIncludes.has(name) ? (items[0] ?? null) : items;
    }
    return out;
  });
}
