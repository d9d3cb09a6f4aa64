// The CMS list of one organisation kind (/cms/associations, /cms/programs, /cms/trialbureaus) on
// the CMS kit: search, sort, page and per-page in the URL; create (then to the editor) and bulk
// delete. One query and one delete for the three kinds, which take the kind.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { primaryButton } from '../../../../components/buttons/button-styles.ts';
import { CmsListPage } from '../../../../components/cms/list/CmsListPage.tsx';
import { useCmsDelete } from '../../../../components/cms/list/use-cms-delete.ts';
import { useCmsList } from '../../../../components/cms/list/use-cms-list.ts';
import { listPage } from '../../../../components/list/list-page.ts';
import type { CmsOrganisationsListQuery as ListAnswer } from '../../../../gql/graphql.ts';
import type { MessageKey } from '../../../../i18n/messages.ts';
import { apiKind, type KindConfig, kindText } from '../kinds.ts';
import { CmsOrganisationsListQuery, DeleteOrganisationsMutation } from './list-operations.ts';
import { cmsOrganisationListParams } from './list-state.ts';
import { organisationColumns } from './organisation-columns.tsx';
import { useCreateOrganisation } from './use-organisation-actions.ts';

const rows = (data: ListAnswer) => listPage(data.list);

export function OrganisationListPage({ config }: { config: KindConfig }) {
  const intl = useIntl();
  const kind = useMemo(() => ({ kind: apiKind[config.kind] }), [config.kind]);
  const list = useCmsList(cmsOrganisationListParams, {
    query: CmsOrganisationsListQuery,
    variables: kind,
    rows,
  });
  const columns = useMemo(() => organisationColumns(intl, config), [intl, config]);
  const { createOrganisation, creating } = useCreateOrganisation(config);
  const remove = useCmsDelete({
    mutation: DeleteOrganisationsMutation,
    variables: kind,
    refetch: list.refetch,
    deleted: {
      title: 'cmsOrganisations.list.deleted.title',
      message: kindText(config.kind, 'deleted'),
    },
  });
  const text = (id: MessageKey) => intl.formatMessage({ id });

  return (
    <CmsListPage
      titleId={config.listTitleId}
      introId={config.listIntroId}
      list={list}
      texts={{
        caption: text(kindText(config.kind, 'list')),
        search: {
          label: text(kindText(config.kind, 'search')),
          placeholder: text('cmsOrganisations.list.search.placeholder'),
          submit: text('cmsOrganisations.list.search.submit'),
        },
        empty: text(kindText(config.kind, 'empty')),
        clear: text('cmsOrganisations.list.clearSearch'),
      }}
      columns={columns}
      rowName={(row) => row.title}
      actions={
        <button
          type="button"
          className={primaryButton}
          disabled={creating}
          onClick={() => void createOrganisation()}
        >
          {text(kindText(config.kind, 'new'))}
        </button>
      }
      remove={remove}
    />
  );
}
