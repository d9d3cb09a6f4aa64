// Tab "Sleutels en waarden": the evaluation's free key/value settings (GET/PATCH
// /v1/evaluations/{id}/relationships/settings), in key order; removing a setting saves its key
// with null.
import { useMutation } from '@apollo/client/react';
import { getFragmentData } from '../../../../gql';
import type { RelationTabProps } from './relation-tabs.ts';
import { SettingForm } from './settings/SettingForm.tsx';
import { valueText } from './settings/setting-values.ts';
import {
  SettingFragment,
  SettingsQuery,
  UpdateSettingsMutation,
} from './settings/settings-operations.ts';
import { RelationList } from './shared/RelationList.tsx';
import { useRelationText } from './shared/relation-text.ts';
import { refetchOf, useRelationQuery } from './shared/use-relation-query.tsx';

export default function KeySettingsTab({ evaluationId, canEdit }: RelationTabProps) {
  const t = useRelationText();
  const { data, fallback } = useRelationQuery(SettingsQuery, evaluationId);
  const [merge] = useMutation(UpdateSettingsMutation, refetchOf(SettingsQuery, evaluationId));
  if (fallback) return fallback;
  const settings = [...getFragmentData(SettingFragment, data?.evaluation?.settings ?? [])].sort(
    (a, b) => a.key.localeCompare(b.key),
  );

  return (
    <RelationList
      title={t('settings.list')}
      items={settings}
      canEdit={canEdit}
      emptyText={t('settings.empty')}
      addLabel={t('settings.add')}
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
          evaluationId={evaluationId}
          item={item}
          otherKeys={settings.filter((other) => other.id !== item?.id).map((other) => other.key)}
          close={close}
        />
      )}
      remove={(setting) => merge({ variables: { evaluationId, values: { [setting.key]: null } } })}
    />
  );
}
