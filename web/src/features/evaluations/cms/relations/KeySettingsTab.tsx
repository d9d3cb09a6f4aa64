// Tab "Sleutels en waarden": the evaluation's free key/value settings (GET/PATCH
// /v1/evaluations/{id}/relationships/settings), in key order; removing a setting saves its key
// with null.
import { useMutation } from '@apollo/client/react';
import { SettingsRelationTab } from '../../../../components/cms/relations/settings/SettingsRelationTab.tsx';
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/cms/relations/use-relation-query.tsx';
import { quiet } from '../../../../components/cms/relations/use-relation-submit.ts';
import { getFragmentData } from '../../../../gql';
import type { RelationTabProps } from './relation-tab-props.ts';
import {
  SettingFragment,
  SettingsQuery,
  UpdateSettingsMutation,
} from './settings/settings-operations.ts';
import { useEvaluationRelationText } from './shared/evaluation-relation-text.ts';

export default function KeySettingsTab({ evaluationId, canEdit }: RelationTabProps) {
  const t = useEvaluationRelationText();
  const { data, fallback } = useRelationQuery(SettingsQuery, { id: evaluationId });
  const [merge] = useMutation(
    UpdateSettingsMutation,
    refetchOf(SettingsQuery, { id: evaluationId }),
  );
  if (fallback) return fallback;
  return (
    <SettingsRelationTab
      settings={getFragmentData(SettingFragment, data?.evaluation?.settings ?? [])}
      canEdit={canEdit}
      text={t}
      merge={(values, quietly) =>
        merge({ variables: { evaluationId, values }, ...(quietly ? quiet : {}) })
      }
    />
  );
}
