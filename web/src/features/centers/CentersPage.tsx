// The centers screen (/cms/centers, admin only); lazy-loaded as the screen group "centers".
// Search, kinds, sort, page and per-page live in the URL (list/list-state.ts). Centers are created
// and edited in a dialog (form/CenterFormDialog.tsx); duplicates are merged on /cms/centers/merge.

import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formKitMessages } from '../../components/form/messages/index.ts';
import { searchTexts } from '../../components/list/search-texts.ts';
import { useUrlState } from '../../components/list/use-url-state.ts';
import { ListView } from '../../components/list-view/ListView.tsx';
import { listViewMessages } from '../../components/list-view/messages/index.ts';
import { sortValue } from '../../components/list-view/sort-state.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { CenterFormDialog } from './form/CenterFormDialog.tsx';
import { centerFormValues } from './form/center-form-values.ts';
import type { CenterBeingEdited } from './form/use-save-center.ts';
import { CenterTypeFilter } from './list/CenterTypeFilter.tsx';
import { type CenterRow, centerColumns, toCenterRow } from './list/center-columns.tsx';
import { CentersListQuery } from './list/center-operations.ts';
import {
  centersListSchema,
  clearedFilters,
  currentSort,
  PER_PAGE_CHOICES,
  toFilter,
  toSort,
} from './list/list-state.ts';
import { useCenterDelete } from './list/use-center-delete.ts';
import { centersMessages } from './messages/index.ts';

const primaryButton =
  'inline-flex min-h-11 items-center rounded-md bg-brand-primary-dark px-4 font-semibold text-white hover:bg-brand-primary-darker';
const secondaryLink =
  'inline-flex min-h-11 items-center rounded-md border border-brand-primary-dark px-4 font-semibold text-brand-primary-dark hover:bg-neutral-100';

type FormState = { open: false } | { open: true; edited?: CenterBeingEdited };

const beingEdited = (row: CenterRow): CenterBeingEdited => ({
  id: row.id,
  addressId: row.address?.id ?? null,
  values: centerFormValues(row),
});

function CentersPage() {
  const intl = useIntl();
  const { value: state, update, hrefFor } = useUrlState(centersListSchema);
  const filter = useMemo(() => toFilter(state), [state]);
  const sort = useMemo(() => toSort(state), [state]);
  const list = useQuery(CentersListQuery, {
    variables: { filter, sort, page: state.page, limit: state.limit },
    fetchPolicy: 'cache-and-network',
  });
  const answer = (list.data ?? list.previousData)?.centers;
  const page = useMemo(
    () => answer && { data: answer.data.map(toCenterRow), pageInfo: answer.pageInfo },
    [answer],
  );
  const { refetch } = list;
  const refetchList = useCallback(() => refetch(), [refetch]);
  const { deleteCenters, deleteOne } = useCenterDelete(refetchList);
  const [form, setForm] = useState<FormState>({ open: false });
  const columns = useMemo(
    () =>
      centerColumns(intl, {
        onEdit: (row) => setForm({ open: true, edited: beingEdited(row) }),
        onDelete: (row) => void deleteOne(row),
      }),
    [intl, deleteOne],
  );
  const onSearch = useCallback(
    (term: string, options: { replace: boolean }) => update({ q: term }, options),
    [update],
  );
  const filtered = state.q !== '' || state.type.length > 0;

  return (
    <ScreenPage
      titleId="page.centers.title"
      introId="page.centers.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    >
      <ListView
        caption={intl.formatMessage({ id: 'centers.list.caption' })}
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
          texts: searchTexts(intl, 'centers.list'),
        }}
        filtersBesideFrom="2xl"
        filters={<CenterTypeFilter chosen={state.type} onChange={(type) => update({ type })} />}
        actions={
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primaryButton} onClick={() => setForm({ open: true })}>
              {intl.formatMessage({ id: 'centers.list.create' })}
            </button>
            <Link to="/cms/centers/merge" className={secondaryLink}>
              {intl.formatMessage({ id: 'centers.list.mergeLink' })}
            </Link>
          </div>
        }
        onDelete={deleteCenters}
        perPage={state.limit}
        perPageChoices={PER_PAGE_CHOICES}
        hrefForPage={(target) => hrefFor({ page: target })}
        onPerPageChange={(limit) => update({ limit })}
        emptyText={intl.formatMessage({ id: 'centers.list.empty' })}
        emptyAction={
          filtered ? (
            <button type="button" className={primaryButton} onClick={() => update(clearedFilters)}>
              {intl.formatMessage({ id: 'centers.list.clearFilters' })}
            </button>
          ) : undefined
        }
      />
      <CenterFormDialog
        open={form.open}
        edited={form.open ? form.edited : undefined}
        onClose={() => setForm({ open: false })}
        onSaved={() => {
          setForm({ open: false });
          void refetchList();
        }}
      />
    </ScreenPage>
  );
}

export default withFeatureMessages(
  [formKitMessages, listViewMessages, centersMessages],
  CentersPage,
);
