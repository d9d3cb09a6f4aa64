// The free key/value settings of a record (an evaluation, an association, a program, the trial
// bureau) in key order: add, change (a renamed key removes the old one) and remove (the key saved
// with null). The screen supplies its texts and the merge of its settings relationship.
import { formResolver } from '../../../form/form-resolver.ts';
import { TextareaField } from '../../../form/TextareaField.tsx';
import { TextInputField } from '../../../form/TextInputField.tsx';
import { RelationForm } from '../RelationForm.tsx';
import { type RelationFormProps, RelationList } from '../RelationList.tsx';
import { type SettingValues, settingChanges, settingSchema, valueText } from './setting-values.ts';
import { useRelationForm } from '../use-relation-form.ts';

export type SettingsTextKey =
  | 'settings.list'
  | 'settings.empty'
  | 'settings.add'
  | 'settings.key'
  | 'settings.key.hint'
  | 'settings.value'
  | 'settings.value.hint';

interface Setting {
  id: string;
  key: string;
  value?: unknown;
}

/** Merges changes into the settings: `quietly` for a form, whose refusals go under its fields. */
export type MergeSettings = (values: Record<string, unknown>, quietly: boolean) => Promise<unknown>;

interface KeyValueSettingsProps<T extends Setting> {
  settings: readonly T[];
  canEdit: boolean;
  text: (key: SettingsTextKey) => string;
  merge: MergeSettings;
}

export function SettingsRelationTab<T extends Setting>({
  settings,
  canEdit,
  text,
  merge,
}: KeyValueSettingsProps<T>) {
  const sorted = [...settings].sort((a, b) => a.key.localeCompare(b.key));
  return (
    <RelationList
      title={text('settings.list')}
      items={sorted}
      canEdit={canEdit}
      emptyText={text('settings.empty')}
      addLabel={text('settings.add')}
      itemName={(setting) => setting.key}
      renderItem={(setting) => (
        <div className="space-y-1">
          <h3 className="font-mono font-semibold">{setting.key}</h3>
          <p className="break-all whitespace-pre-wrap font-mono text-sm text-ink-muted">
            {valueText(setting.value)}
          </p>
        </div>
      )}
      renderForm={({ item, close }) => (
        <SettingForm
          item={item}
          otherKeys={sorted.filter((other) => other.id !== item?.id).map((other) => other.key)}
          close={close}
          text={text}
          merge={merge}
        />
      )}
      remove={(setting) => merge({ [setting.key]: null }, false)}
    />
  );
}

interface SettingFormProps extends RelationFormProps<Setting> {
  /** The keys of the other settings (a key is unique per record). */
  otherKeys: readonly string[];
  text: (key: SettingsTextKey) => string;
  merge: MergeSettings;
}

function SettingForm({ item, otherKeys, close, text, merge }: SettingFormProps) {
  const state = useRelationForm<SettingValues>({
    resolver: formResolver(settingSchema(otherKeys)),
    defaultValues: item ? { key: item.key, value: valueText(item.value) } : { key: '', value: '' },
    focus: 'key',
    save: (values) => merge(settingChanges(item?.key ?? null, values), true),
    close,
  });
  const { control } = state.form;
  return (
    <RelationForm state={state}>
      <TextInputField
        control={control}
        name="key"
        label={text('settings.key')}
        hint={text('settings.key.hint')}
        required
      />
      <TextareaField
        control={control}
        name="value"
        label={text('settings.value')}
        hint={text('settings.value.hint')}
        rows={3}
        required={false}
      />
    </RelationForm>
  );
}
