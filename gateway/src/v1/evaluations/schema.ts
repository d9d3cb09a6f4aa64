// Request bodies and list protocol of /v1/evaluations, and the bodies of its relationships
// (sections, criteria, participants, people, ...).
import { z } from 'zod';
import {
  applicabilityValues,
  applicableTypes,
  contactFunctions,
  criterionTypes,
  edcSystems,
  evaluationPhases,
  evaluationStatuses,
  participantTypes,
} from '../../domain/enums.ts';
import {
  booleanish,
  date,
  dateTime,
  id,
  link,
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
/** A moment with its offset (`2027-01-01T09:00:00+01:00`), or null/'' for none. */
const moment = z
  .union([z.literal(''), z.iso.datetime({ offset: true, error: 'validation.dateTime' })])
  .nullish()
  .transform((value) => (value === '' || value === undefined ? null : value));

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
  /** Scheduled publishing: when the scheduler publishes it, and when it goes back to draft. */
  publish_at: moment,
  unpublish_at: moment,
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

// The evaluation's parts, written through /v1/evaluations/{id}/relationships/* (routes.ts).

const position = z.coerce.number().int().min(0).max(10_000);
const typeNames = Object.keys(applicableTypes) as (keyof typeof applicableTypes)[];

/** An applicable section's type as the spec's word (population) or number (1). */
const applicableType = z.union([
  z.enum(typeNames).transform((name) => applicableTypes[name]),
  z.coerce.number().int().min(0).max(3),
]);

export const applicableBody = z.strictObject({
  type: applicableType,
  /** The form's choice; derives is_visible and clears content for not_applicable (spec section 4). */
  status: z.enum(applicabilityValues).optional(),
  content: z.string().max(100_000).nullish(),
  is_visible: booleanish.optional(),
});
export const applicableUpdateBody = applicableBody.partial();

export const criterionBody = z.strictObject({
  type: z.enum(criterionTypes),
  content: required(2000),
  position: position.optional(),
});

export const participantBody = z.strictObject({
  type: z.enum(participantTypes),
  amount: z.coerce.number().int().min(0).max(1_000_000),
  description: z.string().trim().max(1000).nullish(),
});

export const personBody = z.strictObject({
  user_id: id,
  contact_function: z.enum(contactFunctions).default('other'),
});
export const personUpdateBody = z.strictObject({ contact_function: z.enum(contactFunctions) });

export const measureBody = z.strictObject({
  title: required(300),
  description: z.string().max(20_000).nullish(),
  position: position.optional(),
});

export const linkBody = z.strictObject({
  title: required(300),
  url: link,
  position: position.optional(),
});

export const postBody = z.strictObject({
  title: required(300),
  content: z.string().max(200_000).nullish(),
  image_id: id.nullish(),
  publish_at: dateTime.nullish(),
  is_pinned: booleanish.optional(),
});

/** One month of inclusions at a center: a date (first of the month) or a year and month. */
export const inclusionBody = z
  .strictObject({
    center_id: id,
    date: date.optional(),
    year: z.coerce.number().int().min(1990).max(2100).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    sample_size: z.coerce.number().int().min(0).max(100_000),
  })
  .refine(
    (value) => value.date !== undefined || (value.year !== undefined && value.month !== undefined),
    {
      path: ['date'],
      error: 'validation.required',
    },
  )
  .transform(({ year, month, date: day, ...rest }) => ({
    ...rest,
    date: day ? `${day.slice(0, 7)}-01` : `${year}-${String(month).padStart(2, '0')}-01`,
  }));
export const inclusionUpdateBody = z.strictObject({
  sample_size: z.coerce.number().int().min(0).max(100_000),
});

export type ApplicableInput = z.infer<typeof applicableBody>;
