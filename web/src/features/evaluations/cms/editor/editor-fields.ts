// The evaluation editor's fields as the CMS kit shows them in the conflict dialog and the history:
// each field's label (the one its tab shows), which are rich text, and the choices' labels.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { EditorFields } from '../../../../components/cms/editor/editor-fields.ts';
import { valueOptions } from '../../../../components/form/options.ts';
import { applicabilityLabel, phaseLabel, statusLabel, v1Value } from '../../labels.ts';
import type { ChoiceOptions } from './editor-choices.ts';
import { fieldTabs } from './field-tabs.ts';
import {
  applicabilityValues,
  type EditorField,
  edcValues,
  phaseValues,
  statusValues,
} from './form-values.ts';
import type { CmsEvaluationsEditorMessageKey } from './messages/index.ts';

const richTexts: readonly EditorField[] = [
  'description',
  'studyDesign',
  'contactInfo',
  'analysis',
  'currentMedicalGuideline',
];

export function useEvaluationEditorFields(options: ChoiceOptions): EditorFields {
  const intl = useIntl();
  return useMemo(() => {
    const text = (key: string) =>
      intl.formatMessage({ id: `cmsEvaluations.editor.${key}` as CmsEvaluationsEditorMessageKey });
    const applicability = valueOptions(applicabilityValues, (value) =>
      intl.formatMessage({ id: applicabilityLabel(value) }),
    );
    const choices: Partial<Record<EditorField, EditorFields[string]['options']>> = {
      status: valueOptions(statusValues, (value) => intl.formatMessage({ id: statusLabel(value) })),
      phase: valueOptions(phaseValues, (value) => intl.formatMessage({ id: phaseLabel(value) })),
      objective: applicability,
      researchQuestion: applicability,
      edc: valueOptions(edcValues, (value) => text(`edc.${v1Value(value)}`)),
      gradationId: options.gradations,
      programIds: options.programs,
      associationIds: options.associations,
      specializationIds: options.specializations,
    };
    const names = Object.values(fieldTabs).flat();
    return Object.fromEntries(
      names.map((name) => [
        name,
        { label: text(`field.${name}`), rich: richTexts.includes(name), options: choices[name] },
      ]),
    );
  }, [intl, options]);
}
