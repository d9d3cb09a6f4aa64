// Field tab "Instellingen": the inclusion monitor (shown or not, its category) and the programs,
// associations and specializations the evaluation belongs to.
import { MultiSelectField } from '../../../../../components/form/MultiSelectField.tsx';
import { SelectField } from '../../../../../components/form/SelectField.tsx';
import { SwitchField } from '../../../../../components/form/SwitchField.tsx';
import { type FieldTabProps, tabGrid, useEditorText, useTabField, wide } from './tab-props.ts';

export function SettingsTab(props: FieldTabProps) {
  const { control, readOnly, options } = props;
  const t = useEditorText();
  const field = useTabField(props);
  return (
    <div className={tabGrid}>
      <SwitchField
        control={control}
        name="isVisibleAtInclusionMonitor"
        label={t('field.isVisibleAtInclusionMonitor')}
        readOnly={readOnly}
      />
      <SelectField
        {...field('gradationId')}
        options={options.gradations}
        placeholder={t('choice.none')}
      />
      <MultiSelectField {...field('programIds')} options={options.programs} className={wide} />
      <MultiSelectField
        {...field('associationIds')}
        options={options.associations}
        className={wide}
      />
      <MultiSelectField
        {...field('specializationIds')}
        options={options.specializations}
        className={wide}
      />
    </div>
  );
}
