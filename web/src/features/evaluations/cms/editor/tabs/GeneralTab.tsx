// Field tab "Algemeen": title, slug, study title, status, phase, short description and tags.
import { useFormState } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { RadioGroupField } from '../../../../../components/form/RadioGroupField.tsx';
import { SelectField } from '../../../../../components/form/SelectField.tsx';
import { TextareaField } from '../../../../../components/form/TextareaField.tsx';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { useFieldErrorText } from '../../../../../components/form/use-field-error-text.ts';
import { phaseLabel, statusLabel } from '../../../labels.ts';
import { phaseValues, statusValues } from '../form-values.ts';
import { TagsField } from '../TagsField.tsx';
import { type FieldTabProps, tabGrid, useEditorText, wide } from './tab-props.ts';

export function GeneralTab({ control, readOnly }: FieldTabProps) {
  const intl = useIntl();
  const t = useEditorText();
  const errorText = useFieldErrorText();
  // Castor is a status of one reading of the spec: offered only to an evaluation that has it.
  const savedStatus = useFormState({ control }).defaultValues?.status;
  const statuses = statusValues.filter((value) => value !== 'CASTOR' || savedStatus === 'CASTOR');
  const statusOptions = statuses.map((value) => ({
    value,
    label: intl.formatMessage({ id: statusLabel(value) }),
  }));
  const phaseOptions = phaseValues.map((value) => ({
    value,
    label: intl.formatMessage({ id: phaseLabel(value) }),
  }));
  return (
    <div className={tabGrid}>
      <TextInputField
        control={control}
        name="title"
        label={t('field.title')}
        required={!readOnly}
        readOnly={readOnly}
        maxLength={300}
        className={wide}
      />
      <TextInputField
        control={control}
        name="slug"
        label={t('field.slug')}
        hint={readOnly ? undefined : t('hint.slug')}
        required={false}
        readOnly={readOnly}
      />
      <TextInputField
        control={control}
        name="studyTitle"
        label={t('field.studyTitle')}
        required={false}
        readOnly={readOnly}
      />
      <RadioGroupField
        control={control}
        name="status"
        label={t('field.status')}
        options={statusOptions}
        required={!readOnly}
        readOnly={readOnly}
      />
      <SelectField
        control={control}
        name="phase"
        label={t('field.phase')}
        options={phaseOptions}
        required={!readOnly}
        readOnly={readOnly}
      />
      <TextareaField
        control={control}
        name="descriptionShort"
        label={t('field.descriptionShort')}
        hint={readOnly ? undefined : t('hint.descriptionShort')}
        rows={3}
        required={false}
        readOnly={readOnly}
        className={wide}
      />
      <div className={wide}>
        <TagsField
          control={control}
          label={t('field.tags')}
          hint={readOnly ? undefined : t('hint.tags')}
          readOnly={readOnly}
          errorText={errorText}
        />
      </div>
    </div>
  );
}
