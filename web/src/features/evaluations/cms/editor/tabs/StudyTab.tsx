// Field tab "Onderzoek": objective and research question (applicability), the agencies, sponsor,
// trial register, and the EDC system with its Castor study.
import { useIntl } from 'react-intl';
import { SelectField } from '../../../../../components/form/SelectField.tsx';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { applicabilityLabel, v1Value } from '../../../labels.ts';
import { applicabilityValues, edcValues } from '../form-values.ts';
import { type FieldTabProps, tabGrid, useEditorText } from './tab-props.ts';

type TextName = 'researchAgency' | 'resourceAgency' | 'sponsor' | 'trialRegister';

export function StudyTab({ control, readOnly }: FieldTabProps) {
  const intl = useIntl();
  const t = useEditorText();
  const none = t('choice.none');
  const applicability = applicabilityValues.map((value) => ({
    value,
    label: intl.formatMessage({ id: applicabilityLabel(value) }),
  }));
  const edc = edcValues.map((value) => ({ value, label: t(`edc.${v1Value(value)}`) }));
  const text = (name: TextName) => (
    <TextInputField
      control={control}
      name={name}
      label={t(`field.${name}`)}
      required={false}
      readOnly={readOnly}
    />
  );
  return (
    <div className={tabGrid}>
      <SelectField
        control={control}
        name="objective"
        label={t('field.objective')}
        options={applicability}
        placeholder={none}
        required={false}
        readOnly={readOnly}
      />
      <SelectField
        control={control}
        name="researchQuestion"
        label={t('field.researchQuestion')}
        options={applicability}
        placeholder={none}
        required={false}
        readOnly={readOnly}
      />
      {text('researchAgency')}
      {text('resourceAgency')}
      {text('sponsor')}
      {text('trialRegister')}
      <SelectField
        control={control}
        name="edc"
        label={t('field.edc')}
        options={edc}
        placeholder={none}
        required={false}
        readOnly={readOnly}
      />
      <TextInputField
        control={control}
        name="castorSlug"
        label={t('field.castorSlug')}
        hint={readOnly ? undefined : t('hint.castorSlug')}
        required={false}
        readOnly={readOnly}
      />
    </div>
  );
}
