// The evaluation document types (spec section 3) as the CMS kit's documents tab takes them: the
// choices by their label in the chosen language, and a stored type it does not know read as
// "other".
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DocumentTypes } from '../../../../../components/cms/relations/documents/documents-relation.ts';
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
type DocumentType = (typeof documentTypes)[number];

const isDocumentType = (value: string): value is DocumentType =>
  (documentTypes as readonly string[]).includes(value);

/** A stored type (a string that may be unknown: then "other"). */
export const evaluationDocumentType = (stored: string): DocumentType =>
  isDocumentType(stored) ? stored : 'OTHER';

export function useEvaluationDocumentTypes(): DocumentTypes<DocumentType> {
  const intl = useIntl();
  return useMemo(() => {
    const label = (type: string) =>
      intl.formatMessage({ id: documentTypeLabel(type, intl.messages as Record<string, unknown>) });
    return {
      options: documentTypes
        .map((value) => ({ value, label: label(value) }))
        .sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
      initial: 'GENERAL',
      choice: evaluationDocumentType,
      label,
    };
  }, [intl]);
}
