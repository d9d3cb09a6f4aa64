// Request bodies and list protocol of /v1/evaluations.
import { z } from 'zod';
import {
  applicabilityValues,
  edcSystems,
  evaluationPhases,
  evaluationStatuses,
} from '../../domain/enums.ts';
import {
  booleanish,
  date,
  id,
  oneOrMany,
  optionalText,
  optionalUrl,
  required,
} from '../shared/rules.ts';

const richText = z.string().max(100_000).nullish();
const optionalDate = z
  .union([z.literal(''), date])
  .nullish()
  .transform((value) => (value === '' || value === undefined ? null : value));
const idList = z.array(id).max(200);

const fields = {
  title: required(300),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(200)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'validation.slug' })
    .nullish(),
  study_title: optionalText(500),
  status: z.enum(evaluationStatuses),
  phase: z.enum(evaluationPhases),
  description: richText,
  description_short: optionalText(1000),
  objective: z.enum(applicabilityValues).nullish(),
  research_question: z.enum(applicabilityValues).nullish(),
  study_design: richText,
  contact_info: richText,
  research_agency: optionalText(300),
  resource_agency: optionalText(300),
  sponsor: optionalText(300),
  analysis: richText,
  figure: optionalText(2000),
  edc: z.enum(edcSystems).nullish(),
  castor_slug: optionalText(200),
  vimeo_id: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, { error: 'validation.number' })
    .nullish(),
  instruction_video_url: optionalUrl,
  current_medical_guideline: richText,
  trial_register: optionalText(300),
  tags: z.array(z.string().trim().min(1).max(60)).max(30),
  starts_at: optionalDate,
  ends_at: optionalDate,
  adjusted_ends_at: optionalDate,
  first_inclusion_at: optionalDate,
  last_inclusion_at: optionalDate,
  is_visible_at_inclusion_monitor: booleanish,
  gradation_id: id.nullish(),
  logo_id: id.nullish(),
  banner_id: id.nullish(),
  specialization_ids: idList,
  program_ids: idList,
  association_ids: idList,
};

/** Create (and PUT): a title is required, everything else optional with defaults. */
export const createEvaluationBody = z.strictObject({
  ...fields,
  status: fields.status.default('new'),
  phase: fields.phase.default('preparation'),
  tags: fields.tags.default([]),
  is_visible_at_inclusion_monitor: fields.is_visible_at_inclusion_monitor.default(false),
  specialization_ids: fields.specialization_ids.optional(),
  program_ids: fields.program_ids.optional(),
  association_ids: fields.association_ids.optional(),
});

export const updateEvaluationBody = z.strictObject(fields).partial();

export type CreateEvaluation = z.infer<typeof createEvaluationBody>;
export type UpdateEvaluation = z.infer<typeof updateEvaluationBody>;

export const evaluationFilters = {
  search: z.string().trim().max(200),
  status: oneOrMany(z.enum(evaluationStatuses)),
  phase: oneOrMany(z.enum(evaluationPhases)),
  edc: oneOrMany(z.enum(edcSystems)),
  gradation_id: oneOrMany(id),
  specialization_id: oneOrMany(id),
  program_id: oneOrMany(id),
  association_id: oneOrMany(id),
  trial_bureau_id: oneOrMany(id),
  ids: oneOrMany(id),
  slug: z.string().trim().max(200),
  tag: z.string().trim().max(60),
  is_visible_at_inclusion_monitor: booleanish,
  /** Evaluations whose people include the signed-in user. */
  mine: booleanish,
};
export type EvaluationFilters = {
  [K in keyof typeof evaluationFilters]: z.infer<(typeof evaluationFilters)[K]>;
};

export const evaluationSorts = [
  'title',
  'status',
  'phase',
  'starts_at',
  'ends_at',
  'created_at',
  'updated_at',
  'id',
  'relevance',
] as const;
export type EvaluationSort = (typeof evaluationSorts)[number];

export const evaluationIncludes = [
  'logo',
  'banner',
  'gradation',
  'specializations',
  'programs',
  'associations',
  'trial_bureaus',
  'applicables',
  'criteria',
  'participants',
  'people',
  'measures',
  'documents',
  'links',
  'posts',
  'data',
  'settings',
] as const;
export type EvaluationInclude = (typeof evaluationIncludes)[number];
