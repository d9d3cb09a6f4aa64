// Deleting the organisation in its editor (components/cms/editor/use-delete-record.ts): confirmed
// (the question names it), then back to its kind's list.
import { useMutation } from '@apollo/client/react';
import { useDeleteRecord } from '../../../../components/cms/editor/use-delete-record.ts';
import { apiKind, type KindConfig } from '../kinds.ts';
import { useOrganisationText } from '../organisation-text.ts';
import { DeleteOrganisationMutation } from './editor-operations.ts';
import type { EditedOrganisation } from './form-values.ts';

export function useDeleteOrganisation(
  config: KindConfig,
  organisation: Pick<EditedOrganisation, '__typename' | 'id' | 'title'>,
) {
  const t = useOrganisationText();
  const [remove, { loading }] = useMutation(DeleteOrganisationMutation);
  const deleteOrganisation = useDeleteRecord({
    record: { __typename: organisation.__typename, id: organisation.id, name: organisation.title },
    title: t('editor.delete.title'),
    confirm: t('editor.delete.confirm'),
    remove: async () =>
      Boolean(
        (await remove({ variables: { kind: apiKind[config.kind], id: organisation.id } })).data
          ?.deleted,
      ),
    listPath: config.path,
  });
  return { deleteOrganisation, deleting: loading };
}
