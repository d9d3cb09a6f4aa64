// The specializations screen (/cms/specializations, admin only); lazy-loaded as the screen group
// "specializations". Search, sort, page and per-page live in the URL (list/list-state.ts). New
// ones are added inline above the list, titles are renamed in place, and a specialization that is
// still linked somewhere is not deleted (the dialog says where it is used).

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { cmsHistoryMessages } from '../../components/cms/history/messages/index.ts';
import { useHistoryDialog } from '../../components/cms/history/use-history-dialog.ts';
import { CmsListPage, cmsListTexts } from '../../components/cms/list/CmsListPage.tsx';
import { listViewMessages } from '../../components/cms/list/messages/index.ts';
import { useCmsList } from '../../components/cms/list/use-cms-list.ts';
import { formKitMessages } from '../../components/form/messages/index.ts';
import { listPage } from '../../components/list/list-page.ts';
import type { CmsSpecializationsListQuery } from '../../gql/graphql.ts';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { CreateSpecializationForm } from './list/CreateSpecializationForm.tsx';
import { specializationsListParams } from './list/list-state.ts';
import { specializationColumns } from './list/specialization-columns.tsx';
import { SpecializationsListQuery } from './list/specialization-operations.ts';
import { useSpecializationDelete } from './list/use-specialization-delete.ts';
import { specializationsMessages } from './messages/index.ts';

const rows = (data: CmsSpecializationsListQuery) => listPage(data.specializations);

function SpecializationsPage() {
  const intl = useIntl();
  const list = useCmsList(specializationsListParams, { query: SpecializationsListQuery, rows });
  const remove = useSpecializationDelete(list.refetch);
  const { deleteOne } = remove;
  const showHistory = useHistoryDialog();
  const { refetch } = list;
  const columns = useMemo(
    () =>
      specializationColumns(intl, {
        // A restore in the history changes the row: the list is read again once it closes.
        onHistory: (row) =>
          void showHistory(row.title, {
            record: { recordType: 'specializations', recordId: row.id },
            labels: { title: intl.formatMessage({ id: 'specializations.list.column.title' }) },
            canRestore: true,
          }).then(() => refetch()),
        onDelete: (row) => void deleteOne({ id: row.id, name: row.title }),
      }),
    [intl, deleteOne, showHistory, refetch],
  );

  return (
    <CmsListPage
      titleId="page.specializations.title"
      introId="page.specializations.intro"
      list={list}
      texts={cmsListTexts(intl, 'specializations.list', 'specializations.list.clearSearch')}
      columns={columns}
      rowName={(row) => row.title}
      before={<CreateSpecializationForm onCreated={list.refetch} />}
      remove={remove}
    />
  );
}

export default withFeatureMessages(
  [formKitMessages, listViewMessages, cmsHistoryMessages, specializationsMessages],
  SpecializationsPage,
);
