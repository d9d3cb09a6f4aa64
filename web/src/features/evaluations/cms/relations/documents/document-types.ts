// The evaluation document types (spec section 3), named by the evaluations feature's labels.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { EvaluationDocumentType } from '../../../../../gql/graphql.ts';
import { documentTypeLabel } from '../../../labels.ts';

export const documentTypes = [
  'INVESTIGATOR_SITE',
  'GENERAL',
  'PRESENTATION',
  'STATEMENT_EXISTING_CARE',
  'POSITIVE_METC_DECISION',
  'POSITIVE_AFTER_METC_DECISION',
  'CCMO_NO_OBJECTION',
  'LOCAL_APPROVAL',
  'RESEARCH_INTENT_TEMPLATE',
  'ABR_APPROVED_PROTOCOL',
  'ABR_APPROVED_FORM',
  'CLINICAL_TRIAL_INFO',
  'CLINICAL_TRIAL_RECRUITMENT',
  'CLINICAL_TRIAL_INSURANCE_COMPANY',
  'CLINICAL_TRIAL_INSURANCE_CERTIFICATE',
  'CLINICAL_TRIAL_APPROVAL',
  'CLINICAL_TRIAL_MONITOR_PLAN',
  'CLINICAL_TRIAL_RANDOMIZATION',
  'CLINICAL_TRIAL_CRF',
  'CLINICAL_TRIAL_ECRF',
  'CLINICAL_TRIAL_QUESTIONS',
  'CLINICAL_TRIAL_DIARY',
  'INVESTIGATOR_BROCHURE',
  'SUMMARY_PRODUCT_CHARACTERISTIC',
  'EUDRACT',
  'RECEIPT',
  'DRUG_ACCOUNTABILITY',
  'DRUG_DESTRUCTION',
  'LAB',
  'SAFETY',
  'SAE_PROCEDURE',
  'SAE_FORM',
  'PROTOCOL_VIOLATION',
  'NOTE_TO_FILE',
  'STUDY_DEMO',
  'OVERVIEW_PROTOCOL_DEVIATION',
  'SCREENING_ENROLLMENT',
  'MONITOR_VISIT_LOG',
  'PROGRESS_SAFETY_REPORT',
  'TRAININGS_LOG',
  'OTHER',
] as const satisfies readonly EvaluationDocumentType[];

export const isDocumentType = (value: string): value is (typeof documentTypes)[number] =>
  (documentTypes as readonly string[]).includes(value);

/** The choices of the type picker, by their label in the chosen language. */
export function documentTypeOptions(label: (type: string) => string, locale: string) {
  return documentTypes
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The name of a stored type (a string that may be unknown: then "other"). */
export function useDocumentTypeName() {
  const intl = useIntl();
  return useCallback(
    (type: string) =>
      intl.formatMessage({ id: documentTypeLabel(type, intl.messages as Record<string, unknown>) }),
    [intl],
  );
}
