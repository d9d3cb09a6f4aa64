// Creating an organisation: the `create` dialog asks for its title or name, then to its editor.
// Failures show the app's error dialog.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useDialog } from '../../../../components/dialog/use-dialog.ts';
import { type KindConfig, kindText } from '../kinds.ts';
import { listDocuments } from './list-documents.ts';

export function useCreateOrganisation(config: KindConfig) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dialog = useDialog();
  const [create, { loading }] = useMutation(listDocuments[config.kind].create);

  const createOrganisation = useCallback(async () => {
    const outcome = await dialog({
      kind: 'create',
      title: intl.formatMessage({ id: kindText(config.kind, 'new') }),
      payload: {
        titleLabel: intl.formatMessage({
          id:
            config.nameField === 'name'
              ? 'cmsOrganisations.list.create.nameLabel'
              : 'cmsOrganisations.list.create.titleLabel',
        }),
      },
    });
    if (outcome.result !== 'confirm') return;
    const result = await create({ variables: { title: outcome.value.title } }).catch(() => null);
    const id = result?.data?.created.id;
    if (id) await navigate(`${config.path}/${id}`);
  }, [config, create, dialog, intl, navigate]);

  return { createOrganisation, creating: loading };
}
