// Tab "Sleutels en waarden": the organisation's free key/value settings in key order; removing a
// setting saves its key with null.
import { useMutation } from '@apollo/client/react';
import { KeyValueSettings } from '../../../../../components/relation-list/KeyValueSettings.tsx';
import { quiet } from '../../../../../components/relation-list/use-relation-submit.ts';
import { apiKind } from '../../kinds.ts';
import { useOrganisationText } from '../../organisation-text.ts';
import type { OwnPartTabProps } from '../part-tab-props.ts';
import { UpdateOrganisationSettingsMutation } from '../parts-mutations.ts';
import { refetchParts, useParts } from '../use-parts.tsx';

export default function SettingsTab({ kind, ownerId }: OwnPartTabProps) {
  const t = useOrganisationText();
  const { data, fallback } = useParts(kind, ownerId);
  const [merge] = useMutation(UpdateOrganisationSettingsMutation, refetchParts(kind, ownerId));
  if (fallback) return fallback;
  return (
    <KeyValueSettings
      settings={data?.owner?.settings ?? []}
      canEdit
      text={t}
      merge={(values, quietly) =>
        merge({ variables: { kind: apiKind[kind], ownerId, values }, ...(quietly ? quiet : {}) })
      }
    />
  );
}
