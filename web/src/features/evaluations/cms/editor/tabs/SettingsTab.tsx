// Field tab "Instellingen": the inclusion monitor (shown or not, its category) and the programs,
// associations and specializations the evaluation belongs to.
import { MultiSelectField } from '../../../../../components/form/MultiSelectField.tsx';
import { SelectField } from '../../../../../components/form/SelectField.tsx';
import { SwitchField } from '../../../../../components/form/SwitchField.tsx';
import { type FieldTabProps, tabGrid, useEditorText, wide } from './tab-props.ts';

export function SettingsTab({ control, readOnly, options }: FieldTabProps) {
  const t = useEditorText();
  const many = (
    name: 'programIds' | 'associationIds' | 'specializationIds',
    choices: FieldTabProps['options']['programs'],
  ) => (
    <MultiSelectField
      control={control}
      name={name}
      label={t(`field.${name}`)}
      options={choices}
      required={false}
      readOnly={readOnly}
      className={wide}
    />
  );
  return (
    <div className={tabGrid}>
      <SwitchField
        control={control}
        name="isVisibleAtInclusionMonitor"
        label={t('field.isVisibleAtInclusionMonitor')}
        readOnly={readOnly}
      />
      <SelectField
        control={control}
        name="gradationId"
        label={t('field.gradationId')}
        options={options.gradations}
        placeholder={t('choice.none')}
        required={false}
        readOnly={readOnly}
      />
      {many('programIds', options.programs)}
      {many('associationIds', options.associations)}
      {many('specializationIds', options.specializations)}
    </div>
  );
}
