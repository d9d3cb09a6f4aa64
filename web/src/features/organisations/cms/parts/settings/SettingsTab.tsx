// Tab "Sleutels en waarden": the organisation's free key/value settings in key order; removing a
// setting saves its key with null.
import { useMutation } from '@apollo/client/react';
import { KeyValueSettings } from '../../../../../components/relation-list/KeyValueSettings.tsx';
import { refetchOf } from '../../../../../components/relation-list/use-relation-query.tsx';
import { quiet } from '../../../../../components/relation-list/use-relation-submit.ts';
import { useOrganisationText } from '../../organisation-text.ts';
import type { OwnPartTabProps } from '../part-tab-props.ts';
import { partsDocuments } from '../parts-documents.ts';
import { useParts } from '../use-parts.tsx';

export default function SettingsTab({ kind, ownerId }: OwnPartTabProps) {
  const t = useOrganisationText();
  const documents = partsDocuments[kind];
  const { data, fallback } = useParts(kind, ownerId);
  const [merge] = useMutation(documents.settings, refetchOf(documents.query, ownerId));
  if (fallback) return fallback;
  return (
    <KeyValueSettings
      settings={data?.owner?.settings ?? []}
      canEdit
      text={t}
      merge={(values, quietly) =>
        merge({ variables: { ownerId, values }, ...(quietly ? quiet : {}) })
      }
    />
  );
}
