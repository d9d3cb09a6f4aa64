// Creating an organisation from its kind's list (components/cms/list/use-create-record.ts): the
// `create` dialog asks for its title or name, then its editor opens.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useCreateRecord } from '../../../../components/cms/list/use-create-record.ts';
import { apiKind, type KindConfig, kindText } from '../kinds.ts';
import { CreateOrganisationMutation } from './list-operations.ts';

export function useCreateOrganisation(config: KindConfig) {
  const intl = useIntl();
  const [create, { loading }] = useMutation(CreateOrganisationMutation);
  const createOrganisation = useCreateRecord({
    title: intl.formatMessage({ id: kindText(config.kind, 'new') }),
    titleLabel: intl.formatMessage({
      id:
        config.nameField === 'name'
          ? 'cmsOrganisations.list.create.nameLabel'
          : 'cmsOrganisations.list.create.titleLabel',
    }),
    create: async (title) =>
      (await create({ variables: { kind: apiKind[config.kind], title } })).data?.created.id,
    editorPath: (id) => `${config.path}/${id}`,
  });
  return { createOrganisation, creating: loading };
}
