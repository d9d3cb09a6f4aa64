// The editor form's values: the zod schema of the browser-side rules (the server checks them all
// again, plus the slug's uniqueness and the date order), the values of a loaded evaluation, and
// the changed fields as an UpdateEvaluationInput.
import { z } from 'zod';
import {
  digitsPattern,
  normaliseLink,
  urlPattern,
} from '../../../../../../schema/rules/patterns.ts';
import { storedFile } from '../../../../components/file-upload/stored-file.ts';
import { fromLocalInput, toLocalInput } from '../../../../components/form/local-date-time.ts';
import { storedFileSchema } from '../../../../components/form/stored-file-schema.ts';
import type {
  Applicability,
  EdcSystem,
  EvaluationEditor_EvaluationFragment,
  EvaluationPhase,
  EvaluationStatus,
  UpdateEvaluationInput,
} from '../../../../gql/graphql.ts';
import { slugPattern } from './slug.ts';

export const statusValues = [
  'NEW',
  'DRAFT',
  'PUBLISHED',
  'CASTOR',
] as const satisfies readonly EvaluationStatus[];
export const phaseValues = [
  'PREPARATION',
  'INCLUDING',
  'CONTINUATION',
  'COMPLETED',
] as const satisfies readonly EvaluationPhase[];
export const applicabilityValues = [
  'APPLICABLE',
  'NOT_APPLICABLE',
  'PENDING',
] as const satisfies readonly Applicability[];
export const edcValues = ['CASTOR', 'ALEA', 'OPEN_CLINICA'] as const satisfies readonly EdcSystem[];

// Messages are `validation.*` keys; the kit's resolver gives length issues theirs ("Maximaal n
// tekens").
/** Optional text of at most `max` characters. */
const text = (max: number) => z.string().max(max);
/** An optional choice: null is "none" (the kit's select). */
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable();
const day = z.iso.date({ error: 'validation.date' }).nullable();
const moment = z.string().refine((value) => value === '' || fromLocalInput(value) !== null, {
  error: 'validation.dateTime',
});

export const editorSchema = z
  .object({
    title: z.string().trim().min(1, { error: 'validation.required' }).max(300),
    slug: z
      .string()
      .trim()
      .max(200)
      .refine((value) => value === '' || slugPattern.test(value), { error: 'validation.slug' }),
    studyTitle: text(500),
    status: z.enum(statusValues),
    phase: z.enum(phaseValues),
    description: text(100_000),
    descriptionShort: text(1000),
    objective: choice(applicabilityValues),
    researchQuestion: choice(applicabilityValues),
    studyDesign: text(100_000),
    contactInfo: text(100_000),
    researchAgency: text(300),
    resourceAgency: text(300),
    sponsor: text(300),
    analysis: text(100_000),
    figure: text(2000),
    edc: choice(edcValues),
    castorSlug: text(200),
    vimeoId: z
      .string()
      .trim()
      .max(20)
      .refine((value) => value === '' || digitsPattern.test(value), { error: 'validation.number' }),
    instructionVideoUrl: z
      .string()
      .trim()
      .max(2048)
      .refine((value) => value === '' || urlPattern.test(value), { error: 'validation.url' }),
    currentMedicalGuideline: text(100_000),
    trialRegister: text(300),
    tags: z.array(z.string().trim().min(1).max(60)).max(30),
    startsAt: day,
    endsAt: day,
    adjustedEndsAt: day,
    firstInclusionAt: day,
    lastInclusionAt: day,
    // Scheduled publishing: 'YYYY-MM-DDTHH:mm' in local time, '' for none (the server checks the
    // order of the two again, and answers under the second).
    publishAt: moment,
    unpublishAt: moment,
    isVisibleAtInclusionMonitor: z.boolean(),
    gradationId: z.string().nullable(),
    logo: storedFileSchema,
    banner: storedFileSchema,
    programIds: z.array(z.string()),
    associationIds: z.array(z.string()),
    specializationIds: z.array(z.string()),
  })
  .refine(
    ({ publishAt, unpublishAt }) =>
      !publishAt ||
      !unpublishAt ||
      (fromLocalInput(unpublishAt) ?? '') > (fromLocalInput(publishAt) ?? ''),
    { path: ['unpublishAt'], error: 'validation.dateOrder' },
  );

export type EditorValues = z.infer<typeof editorSchema>;
export type EditorField = keyof EditorValues;

/** The form's values of a loaded evaluation (texts '', choices and days null when not set). */
export function toFormValues(evaluation: EvaluationEditor_EvaluationFragment): EditorValues {
  return {
    title: evaluation.title,
    slug: evaluation.slug ?? '',
    studyTitle: evaluation.studyTitle ?? '',
    status: evaluation.status,
    phase: evaluation.phase,
    description: evaluation.description ?? '',
    descriptionShort: evaluation.descriptionShort ?? '',
    objective: evaluation.objective ?? null,
    researchQuestion: evaluation.researchQuestion ?? null,
    studyDesign: evaluation.studyDesign ?? '',
    contactInfo: evaluation.contactInfo ?? '',
    researchAgency: evaluation.researchAgency ?? '',
    resourceAgency: evaluation.resourceAgency ?? '',
    sponsor: evaluation.sponsor ?? '',
    analysis: evaluation.analysis ?? '',
    figure: evaluation.figure ?? '',
    edc: evaluation.edc ?? null,
    castorSlug: evaluation.castorSlug ?? '',
    vimeoId: evaluation.vimeoId ?? '',
    instructionVideoUrl: evaluation.instructionVideoUrl ?? '',
    currentMedicalGuideline: evaluation.currentMedicalGuideline ?? '',
    trialRegister: evaluation.trialRegister ?? '',
    tags: [...evaluation.tags],
    startsAt: evaluation.startsAt ?? null,
    endsAt: evaluation.endsAt ?? null,
    adjustedEndsAt: evaluation.adjustedEndsAt ?? null,
    firstInclusionAt: evaluation.firstInclusionAt ?? null,
    lastInclusionAt: evaluation.lastInclusionAt ?? null,
    publishAt: toLocalInput(evaluation.publishAt),
    unpublishAt: toLocalInput(evaluation.unpublishAt),
    isVisibleAtInclusionMonitor: evaluation.isVisibleAtInclusionMonitor,
    gradationId: evaluation.gradationId ?? null,
    logo: storedFile(evaluation.logo),
    banner: storedFile(evaluation.banner),
    programIds: evaluation.programs.map((program) => program.id),
    associationIds: evaluation.associations.map((association) => association.id),
    specializationIds: evaluation.specializations.map((specialization) => specialization.id),
  };
}

/** Rich text that holds no text (an empty editor gives `<p></p>`) counts as empty. */
const richTextOrNull = (value: string) =>
  value.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<img/i.test(value) ? null : value;
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const sortedIds = (ids: readonly string[]) => [...new Set(ids)].sort();

/** The whole form as the API's input: trimmed texts, '' as null, links with a scheme. */
export function toInput(values: EditorValues): Required<UpdateEvaluationInput> {
  return {
    title: values.title.trim(),
    slug: textOrNull(values.slug),
    studyTitle: textOrNull(values.studyTitle),
    status: values.status,
    phase: values.phase,
    description: richTextOrNull(values.description),
    descriptionShort: textOrNull(values.descriptionShort),
    objective: values.objective,
    researchQuestion: values.researchQuestion,
    studyDesign: richTextOrNull(values.studyDesign),
    contactInfo: richTextOrNull(values.contactInfo),
    researchAgency: textOrNull(values.researchAgency),
    resourceAgency: textOrNull(values.resourceAgency),
    sponsor: textOrNull(values.sponsor),
    analysis: richTextOrNull(values.analysis),
    figure: textOrNull(values.figure),
    edc: values.edc,
    castorSlug: textOrNull(values.castorSlug),
    vimeoId: textOrNull(values.vimeoId),
    instructionVideoUrl:
      values.instructionVideoUrl.trim() === '' ? null : normaliseLink(values.instructionVideoUrl),
    currentMedicalGuideline: richTextOrNull(values.currentMedicalGuideline),
    trialRegister: textOrNull(values.trialRegister),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    startsAt: values.startsAt || null,
    endsAt: values.endsAt || null,
    adjustedEndsAt: values.adjustedEndsAt || null,
    firstInclusionAt: values.firstInclusionAt || null,
    lastInclusionAt: values.lastInclusionAt || null,
    publishAt: fromLocalInput(values.publishAt),
    unpublishAt: fromLocalInput(values.unpublishAt),
    isVisibleAtInclusionMonitor: values.isVisibleAtInclusionMonitor,
    gradationId: values.gradationId || null,
    logoId: values.logo?.id ?? null,
    bannerId: values.banner?.id ?? null,
    programIds: sortedIds(values.programIds),
    associationIds: sortedIds(values.associationIds),
    specializationIds: sortedIds(values.specializationIds),
  };
}

/** Only the fields whose API value differs from the saved one (id sets compared as sets). */
export function changedInput(saved: EditorValues, current: EditorValues): UpdateEvaluationInput {
  const before = toInput(saved);
  const after = toInput(current);
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof UpdateEvaluationInput)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
  }
  return changed as UpdateEvaluationInput;
}
