// The specializations screen (/cms/specializations, admin only); lazy-loaded as the screen group
// "specializations". Search, sort, page and per-page live in the URL (list/list-state.ts). New
// ones are added inline above the list, titles are renamed in place, and a specialization that is
// still linked somewhere is not deleted (the dialog says where it is used).

import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formKitMessages } from '../../components/form/messages/index.ts';
import { searchTexts } from '../../components/list/search-texts.ts';
import { useUrlState } from '../../components/list/use-url-state.ts';
import { ListView } from '../../components/list-view/ListView.tsx';
import { listViewMessages } from '../../components/list-view/messages/index.ts';
import { sortValue } from '../../components/list-view/sort-state.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { CreateSpecializationForm } from './list/CreateSpecializationForm.tsx';
import {
  currentSort,
  PER_PAGE_CHOICES,
  specializationsListSchema,
  toFilter,
  toSort,
} from './list/list-state.ts';
import { specializationColumns } from './list/specialization-columns.tsx';
import { SpecializationsListQuery } from './list/specialization-operations.ts';
import { useSpecializationDelete } from './list/use-specialization-delete.ts';
import { specializationsMessages } from './messages/index.ts';

const buttonClass =
  'min-h-11 rounded-md bg-brand-primary-dark px-4 font-semibold text-white hover:bg-brand-primary-darker';

function SpecializationsPage() {
  const intl = useIntl();
  const { value: state, update, hrefFor } = useUrlState(specializationsListSchema);
  const filter = useMemo(() => toFilter(state), [state]);
  const sort = useMemo(() => toSort(state), [state]);
  const list = useQuery(SpecializationsListQuery, {
    variables: { filter, sort, page: state.page, limit: state.limit },
    fetchPolicy: 'cache-and-network',
  });
  const page = (list.data ?? list.previousData)?.specializations;
  const { refetch } = list;
  const refetchList = useCallback(() => refetch(), [refetch]);
  const { deleteChecked, deleteOne } = useSpecializationDelete(refetchList);
  const columns = useMemo(
    () => specializationColumns(intl, (row) => void deleteOne(row)),
    [intl, deleteOne],
  );
  const byId = useMemo(() => new Map(page?.data.map((row) => [row.id, row]) ?? []), [page]);

  const onSearch = useCallback(
    (term: string, options: { replace: boolean }) => update({ q: term }, options),
    [update],
  );

  return (
    <ScreenPage
      titleId="page.specializations.title"
      introId="page.specializations.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    >
      <div className="space-y-6">
        <CreateSpecializationForm onCreated={refetchList} />
        <ListView
          caption={intl.formatMessage({ id: 'specializations.list.caption' })}
          columns={columns}
          rowName={(row) => row.title}
          page={page}
          loading={list.loading}
          failed={Boolean(list.error)}
          onRetry={() => void list.refetch()}
          sort={currentSort(state)}
          onSortChange={(next) => update({ sort: sortValue(next) })}
          search={{
            value: state.q,
            onSearch,
            texts: searchTexts(intl, 'specializations.list'),
          }}
          onDelete={(ids) =>
            deleteChecked(ids.map((id) => ({ id, title: byId.get(id)?.title ?? id })))
          }
          perPage={state.limit}
          perPageChoices={PER_PAGE_CHOICES}
          hrefForPage={(target) => hrefFor({ page: target })}
          onPerPageChange={(limit) => update({ limit })}
          emptyText={intl.formatMessage({ id: 'specializations.list.empty' })}
          emptyAction={
            state.q !== '' ? (
              <button type="button" className={buttonClass} onClick={() => update({ q: '' })}>
                {intl.formatMessage({ id: 'specializations.list.clearSearch' })}
              </button>
            ) : undefined
          }
        />
      </div>
    </ScreenPage>
  );
}

export default withFeatureMessages(
  [formKitMessages, listViewMessages, specializationsMessages],
  SpecializationsPage,
);
