// Field tab "Algemeen": title (a trial bureau's name), abbreviation, website and specializations.
import { MultiSelectField } from '../../../../../components/form/MultiSelectField.tsx';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { useOrganisationText } from '../../organisation-text.ts';
import { type FieldTabProps, tabGrid, wide } from './field-tab-props.ts';

export function GeneralTab({ control, config, specializations }: FieldTabProps) {
  const t = useOrganisationText();
  return (
    <div className={tabGrid}>
      <TextInputField
        control={control}
        name="title"
        label={t(config.nameField === 'name' ? 'editor.field.name' : 'editor.field.title')}
        required
        maxLength={250}
        className={wide}
      />
      <TextInputField
        control={control}
        name="abbreviation"
        label={t('editor.field.abbreviation')}
        required={false}
        maxLength={30}
      />
      <TextInputField
        control={control}
        name="url"
        label={t('editor.field.url')}
        hint={t('editor.hint.url')}
        type="url"
        required={false}
      />
      <MultiSelectField
        control={control}
        name="specializationIds"
        label={t('editor.field.specializationIds')}
        options={specializations}
        required={false}
        className={wide}
      />
    </div>
  );
}
