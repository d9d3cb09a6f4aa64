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
import { type FieldTabProps, tabGrid, useEditorText, useTabField, wide } from './tab-props.ts';

export function GeneralTab(props: FieldTabProps) {
  const { control, readOnly } = props;
  const intl = useIntl();
  const t = useEditorText();
  const field = useTabField(props);
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
      <TextInputField {...field('title', { required: true })} maxLength={300} className={wide} />
      <TextInputField {...field('slug')} hint={readOnly ? undefined : t('hint.slug')} />
      <TextInputField {...field('studyTitle')} />
      <RadioGroupField {...field('status', { required: true })} options={statusOptions} />
      <SelectField {...field('phase', { required: true })} options={phaseOptions} />
      <TextareaField
        {...field('descriptionShort')}
        hint={readOnly ? undefined : t('hint.descriptionShort')}
        rows={3}
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
