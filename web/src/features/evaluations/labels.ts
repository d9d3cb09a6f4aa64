// The spec's labels of evaluation values (phase, status, document type, ...) as catalogue keys of
// this feature; /v1 values in, message ids out, so every screen names a value the same way.
import type { EvaluationsMessageKey } from './messages/index.ts';

export const phases = ['preparation', 'including', 'continuation', 'completed'] as const;
export type Phase = (typeof phases)[number];
export const statuses = ['new', 'draft', 'published', 'castor'] as const;

/** GraphQL enum name (`INCLUDING`, `NOT_APPLICABLE`) -> /v1 value (`including`, `not_applicable`). */
export const v1Value = (enumName: string) => enumName.toLowerCase();

export const phaseLabel = (phase: string) =>
  `evaluations.phase.${v1Value(phase)}` as EvaluationsMessageKey;
export const statusLabel = (status: string) =>
  `evaluations.status.${v1Value(status)}` as EvaluationsMessageKey;
export const applicabilityLabel = (value: string) =>
  `evaluations.applicability.${v1Value(value)}` as EvaluationsMessageKey;
export const applicableLabel = (type: string) =>
  `evaluations.applicable.${v1Value(type)}` as EvaluationsMessageKey;
export const contactFunctionLabel = (value: string) =>
  `evaluations.contactFunction.${v1Value(value)}` as EvaluationsMessageKey;

const participantTypes: Record<string, string> = {
  RCT: 'RCT',
  RCT1: 'RCT1',
  RCT2: 'RCT2',
  COHORT: 'Cohort',
  OTHER: 'Other',
};
export const participantTypeLabel = (value: string) =>
  `evaluations.participantType.${participantTypes[value] ?? 'Other'}` as EvaluationsMessageKey;

/** `Document.type` is a string holding the enum name (`CLINICAL_TRIAL_INFO`); unknown ones are "other". */
export const documentTypeLabel = (type: string, known: Record<string, unknown>) => {
  const key = `evaluations.documentType.${v1Value(type)}`;
  return (key in known ? key : 'evaluations.documentType.other') as EvaluationsMessageKey;
};

/** Phase colours: text colours all reach 4.5:1 on their light background. */
export const phaseLook: Record<Phase, string> = {
  preparation: 'bg-sky-50 text-sky-900 ring-sky-700/30',
  including: 'bg-green-50 text-green-900 ring-green-700/30',
  continuation: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  completed: 'bg-gray-100 text-gray-900 ring-gray-700/30',
};

/** Academic titles as written before a name (the spec's values; the same in every language). */
export const userTitleText: Record<string, string> = {
  DR: 'dr.',
  DRS: 'drs.',
  PROF_DR: 'prof. dr.',
};
