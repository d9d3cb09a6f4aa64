// Deleting the organisation: the destructive confirmation (`mitigate`, naming it), then the
// mutation, then back to the list (without the unsaved-changes question: the record is gone). A
// failure shows the app's error dialog (the mutation is not quiet).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDialog } from '../../../../components/dialog/use-dialog.ts';
import { leaveWithoutPrompt } from '../../../../components/form/use-unsaved-changes-warning.tsx';
import { apiKind, type KindConfig } from '../kinds.ts';
import { useOrganisationText } from '../organisation-text.ts';
import { DeleteOrganisationMutation } from './editor-operations.ts';
import type { EditedOrganisation } from './form-values.ts';

export function useDeleteOrganisation(
  config: KindConfig,
  organisation: Pick<EditedOrganisation, '__typename' | 'id' | 'title'>,
) {
  const t = useOrganisationText();
  const navigate = useNavigate();
  const client = useApolloClient();
  const ask = useDialog();
  const [remove, { loading }] = useMutation(DeleteOrganisationMutation);

  const deleteOrganisation = useCallback(async () => {
    const answer = await ask({
      kind: 'mitigate',
      type: 'warning',
      title: t('editor.delete.title'),
      confirm: t('editor.delete.confirm'),
      cancel: true,
      payload: { count: 1, names: [organisation.title] },
    });
    if (answer.result !== 'confirm') return;
    const result = await remove({
      variables: { kind: apiKind[config.kind], id: organisation.id },
    }).catch(() => null);
    if (!result?.data?.deleted) return;
    await navigate(config.path, { state: leaveWithoutPrompt });
    // Only once the editor is gone: evicting earlier would refetch it and flash "not found".
    client.cache.evict({ id: client.cache.identify(organisation) });
    client.cache.gc();
  }, [ask, client, config, navigate, organisation, remove, t]);

  return { deleteOrganisation, deleting: loading };
}
