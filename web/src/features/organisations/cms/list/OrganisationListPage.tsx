// The CMS list of one organisation kind (/cms/associations, /cms/programs, /cms/trialbureaus):
// search, sort, page and per-page in the URL; create (then to the editor) and bulk delete.
import { useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useUrlState } from '../../../../components/list/use-url-state.ts';
import { ListView } from '../../../../components/list-view/ListView.tsx';
import { sortValue } from '../../../../components/list-view/sort-state.ts';
import { ScreenPage } from '../../../../components/page/ScreenPage.tsx';
import { apiKind, type KindConfig, kindText } from '../kinds.ts';
import { CmsOrganisationsListQuery } from './list-operations.ts';
import {
  cmsOrganisationListSchema,
  currentSort,
  PER_PAGE_CHOICES,
  toFilter,
  toSort,
} from './list-state.ts';
import { organisationColumns } from './organisation-columns.tsx';
import { useCreateOrganisation, useDeleteOrganisations } from './use-organisation-actions.ts';

const buttonClass =
  'min-h-11 rounded-md bg-brand-primary-dark px-4 font-semibold text-white hover:bg-brand-primary-darker disabled:opacity-70';

export function OrganisationListPage({ config }: { config: KindConfig }) {
  const intl = useIntl();
  const { value: state, update, hrefFor } = useUrlState(cmsOrganisationListSchema);
  const filter = useMemo(() => toFilter(state), [state]);
  const sort = useMemo(() => toSort(state), [state]);

  const list = useQuery(CmsOrganisationsListQuery, {
    variables: { kind: apiKind[config.kind], filter, sort, page: state.page, limit: state.limit },
    fetchPolicy: 'cache-and-network',
  });
  const answer = useDeferredValue((list.data ?? list.previousData)?.list);
  const columns = useMemo(() => organisationColumns(intl, config), [intl, config]);

  const { createOrganisation, creating } = useCreateOrganisation(config);
  const { refetch } = list;
  const deleteOrganisations = useDeleteOrganisations(
    config,
    useCallback(() => refetch(), [refetch]),
  );
  const onSearch = useCallback(
    (term: string, options: { replace: boolean }) => update({ q: term }, options),
    [update],
  );

  return (
    <ScreenPage
      titleId={config.listTitleId}
      introId={config.listIntroId}
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    >
      <ListView
        caption={intl.formatMessage({ id: kindText(config.kind, 'list') })}
        columns={columns}
        rowName={(row) => row.title}
        page={answer}
        loading={list.loading}
        failed={Boolean(list.error)}
        onRetry={() => void list.refetch()}
        sort={currentSort(state)}
        onSortChange={(next) => update({ sort: sortValue(next) })}
        search={{
          value: state.q,
          onSearch,
          texts: {
            label: intl.formatMessage({ id: kindText(config.kind, 'search') }),
            placeholder: intl.formatMessage({ id: 'cmsOrganisations.list.search.placeholder' }),
            submit: intl.formatMessage({ id: 'cmsOrganisations.list.search.submit' }),
          },
        }}
        actions={
          <button
            type="button"
            className={buttonClass}
            disabled={creating}
            onClick={() => void createOrganisation()}
          >
            {intl.formatMessage({ id: kindText(config.kind, 'new') })}
          </button>
        }
        onDelete={deleteOrganisations}
        perPage={state.limit}
        perPageChoices={PER_PAGE_CHOICES}
        hrefForPage={(target) => hrefFor({ page: target })}
        onPerPageChange={(limit) => update({ limit })}
        emptyText={intl.formatMessage({ id: kindText(config.kind, 'empty') })}
        emptyAction={
          state.q !== '' ? (
            <button type="button" className={buttonClass} onClick={() => update({ q: '' })}>
              {intl.formatMessage({ id: 'cmsOrganisations.list.clearSearch' })}
            </button>
          ) : undefined
        }
      />
    </ScreenPage>
  );
}
