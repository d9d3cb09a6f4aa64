// Adding or changing a key/value setting: its key and its value (text, or JSON for other values).
import { useMutation } from '@apollo/client/react';
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { TextareaField } from '../../../../../components/form/TextareaField.tsx';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import type { KeySettingsTab_SettingFragment } from '../../../../../gql/graphql.ts';
import { RelationForm } from '../shared/RelationForm.tsx';
import type { RelationFormProps } from '../shared/RelationList.tsx';
import { useRelationText } from '../shared/relation-text.ts';
import { useRelationForm } from '../shared/use-relation-form.ts';
import { refetchOf } from '../shared/use-relation-query.tsx';
import { quiet } from '../shared/use-relation-submit.ts';
import { type SettingValues, settingChanges, settingSchema, valueText } from './setting-values.ts';
import { SettingsQuery, UpdateSettingsMutation } from './settings-operations.ts';

interface SettingFormProps extends RelationFormProps<KeySettingsTab_SettingFragment> {
  evaluationId: string;
  /** The keys of the other settings (a key is unique per evaluation). */
  otherKeys: readonly string[];
}

export function SettingForm({ evaluationId, item, otherKeys, close }: SettingFormProps) {
  const t = useRelationText();
  const [merge] = useMutation(UpdateSettingsMutation, {
    ...refetchOf(SettingsQuery, evaluationId),
    ...quiet,
  });
  const state = useRelationForm<SettingValues>({
    resolver: formResolver(settingSchema(otherKeys)),
    defaultValues: item ? { key: item.key, value: valueText(item.value) } : { key: '', value: '' },
    focus: 'key',
    save: (values) =>
      merge({ variables: { evaluationId, values: settingChanges(item?.key ?? null, values) } }),
    close,
  });
  const { control } = state.form;
  return (
    <RelationForm state={state}>
      <TextInputField
        control={control}
        name="key"
        label={t('settings.key')}
        hint={t('settings.key.hint')}
        required
      />
      <TextareaField
        control={control}
        name="value"
        label={t('settings.value')}
        hint={t('settings.value.hint')}
        rows={3}
        required={false}
      />
    </RelationForm>
  );
}
