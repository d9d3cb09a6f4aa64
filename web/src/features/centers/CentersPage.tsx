// The centers screen (/cms/centers, admin only); lazy-loaded as the screen group "centers".
// Search, kinds, sort, page and per-page live in the URL (list/list-state.ts). Centers are created
// and edited in a dialog (form/CenterFormDialog.tsx); duplicates are merged on /cms/centers/merge.

import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../components/buttons/button-styles.ts';
import { cmsHistoryMessages } from '../../components/cms/history/messages/index.ts';
import { useHistoryDialog } from '../../components/cms/history/use-history-dialog.ts';
import { CmsListPage, cmsListTexts } from '../../components/cms/list/CmsListPage.tsx';
import { listViewMessages } from '../../components/cms/list/messages/index.ts';
import { useCmsList } from '../../components/cms/list/use-cms-list.ts';
import { formKitMessages } from '../../components/form/messages/index.ts';
import { listPage } from '../../components/list/list-page.ts';
import type { CmsCentersListQuery } from '../../gql/graphql.ts';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { CenterFormDialog } from './form/CenterFormDialog.tsx';
import { centerFormValues } from './form/center-form-values.ts';
import type { CenterBeingEdited } from './form/use-save-center.ts';
import { CenterTypeFilter } from './list/CenterTypeFilter.tsx';
import { type CenterRow, centerColumns } from './list/center-columns.tsx';
import { CenterRowFragment, CentersListQuery } from './list/center-operations.ts';
import { centersListParams } from './list/list-state.ts';
import { useCenterDelete } from './list/use-center-delete.ts';
import { centersMessages } from './messages/index.ts';

type FormState = { open: false } | { open: true; edited?: CenterBeingEdited };

const beingEdited = (row: CenterRow): CenterBeingEdited => ({
  id: row.id,
  addressId: row.address?.id ?? null,
  values: centerFormValues(row),
});

const rows = (data: CmsCentersListQuery) => listPage(data.centers, CenterRowFragment);

function CentersPage() {
  const intl = useIntl();
  const list = useCmsList(centersListParams, { query: CentersListQuery, rows });
  const remove = useCenterDelete(list.refetch);
  const { deleteOne } = remove;
  const [form, setForm] = useState<FormState>({ open: false });
  const showHistory = useHistoryDialog();
  const { refetch } = list;
  const columns = useMemo(
    () =>
      centerColumns(intl, {
        onEdit: (row) => setForm({ open: true, edited: beingEdited(row) }),
        // A restore in the history changes the row: the list is read again once it closes.
        onHistory: (row) =>
          void showHistory(row.title, {
            record: { recordType: 'centers', recordId: row.id },
            labels: {
              title: intl.formatMessage({ id: 'centers.list.column.title' }),
              type: intl.formatMessage({ id: 'centers.list.column.type' }),
              address: intl.formatMessage({ id: 'centers.list.column.address' }),
            },
            canRestore: true,
          }).then(() => refetch()),
        onDelete: (row) => void deleteOne({ id: row.id, name: row.title }),
      }),
    [intl, deleteOne, showHistory, refetch],
  );

  return (
    <CmsListPage
      titleId="page.centers.title"
      introId="page.centers.intro"
      list={list}
      texts={cmsListTexts(intl, 'centers.list', 'centers.list.clearFilters')}
      columns={columns}
      rowName={(row) => row.title}
      filters={
        <CenterTypeFilter chosen={list.value.type} onChange={(type) => list.update({ type })} />
      }
      actions={
        <>
          <button type="button" className={primaryButton} onClick={() => setForm({ open: true })}>
            {intl.formatMessage({ id: 'centers.list.create' })}
          </button>
          <Link to="/cms/centers/merge" className={secondaryButton}>
            {intl.formatMessage({ id: 'centers.list.mergeLink' })}
          </Link>
        </>
      }
      remove={remove}
    >
      <CenterFormDialog
        open={form.open}
        edited={form.open ? form.edited : undefined}
        onClose={() => setForm({ open: false })}
        onSaved={() => {
          setForm({ open: false });
          void list.refetch();
        }}
      />
    </CmsListPage>
  );
}

export default withFeatureMessages(
  [formKitMessages, listViewMessages, cmsHistoryMessages, centersMessages],
  CentersPage,
);
