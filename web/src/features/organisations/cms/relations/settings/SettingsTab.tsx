// Tab "Sleutels en waarden": the organisation's free key/value settings in key order; removing a
// setting saves its key with null.
import { useMutation } from '@apollo/client/react';
import { SettingsRelationTab } from '../../../../../components/cms/relations/settings/SettingsRelationTab.tsx';
import { quiet } from '../../../../../components/cms/relations/use-relation-submit.ts';
import { apiKind } from '../../kinds.ts';
import { useOrganisationText } from '../../organisation-text.ts';
import type { RelationTabProps } from '../relation-tab-props.ts';
import { refetchRelations, useOrganisationRelations } from '../use-organisation-relations.ts';
import { UpdateOrganisationSettingsMutation } from './settings-operations.ts';

export default function SettingsTab({ kind, ownerId }: RelationTabProps) {
  const t = useOrganisationText();
  const { data, fallback } = useOrganisationRelations(kind, ownerId);
  const [merge] = useMutation(UpdateOrganisationSettingsMutation, refetchRelations(kind, ownerId));
  if (fallback) return fallback;
  return (
    <SettingsRelationTab
      settings={data?.owner?.settings ?? []}
      canEdit
      text={t}
      merge={(values, quietly) =>
        merge({ variables: { kind: apiKind[kind], ownerId, values }, ...(quietly ? quiet : {}) })
      }
    />
  );
}
