// The users list (/cms/users, admin only); lazy-loaded as the screen group "users". Search, role
// and activity filters, sort, page and per-page live in the URL (list/list-state.ts). Admins
// create users (a form page, /cms/users/new), send activation mails and delete several at once.

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { primaryButton } from '../../components/buttons/button-styles.ts';
import { CmsListPage, cmsListTexts } from '../../components/cms/list/CmsListPage.tsx';
import { listViewMessages } from '../../components/cms/list/messages/index.ts';
import { useCmsDelete } from '../../components/cms/list/use-cms-delete.ts';
import { useCmsList } from '../../components/cms/list/use-cms-list.ts';
import { listPage } from '../../components/list/list-page.ts';
import type { CmsUsersListQuery } from '../../gql/graphql.ts';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { useSendActivation } from './activate/use-send-activation.ts';
import { DeleteUsersMutation, UsersListQuery } from './list/list-operations.ts';
import { usersListParams } from './list/list-state.ts';
import { UserFilters } from './list/UserFilters.tsx';
import { CmsUserRowFragment, userColumns } from './list/user-columns.tsx';
import { usersMessages } from './messages/index.ts';

const rows = (data: CmsUsersListQuery) => listPage(data.users, CmsUserRowFragment);

function UsersPage() {
  const intl = useIntl();
  const list = useCmsList(usersListParams, { query: UsersListQuery, rows });
  const { value: state, update } = list;
  const sendActivation = useSendActivation();
  const columns = useMemo(
    () => userColumns(intl, (row) => void sendActivation(row)),
    [intl, sendActivation],
  );
  const remove = useCmsDelete({
    mutation: DeleteUsersMutation,
    refetch: list.refetch,
    deleted: { title: 'users.list.deleted.title', message: 'users.list.deleted.message' },
  });

  return (
    <CmsListPage
      titleId="page.users.title"
      introId="page.users.intro"
      list={list}
      texts={cmsListTexts(intl, 'users.list', 'users.list.clearFilters')}
      columns={columns}
      rowName={(row) => row.name}
      filters={<UserFilters state={state} onChange={update} />}
      actions={
        <Link to="/cms/users/new" className={primaryButton}>
          {intl.formatMessage({ id: 'users.list.create.button' })}
        </Link>
      }
      remove={remove}
    />
  );
}

export default withFeatureMessages([listViewMessages, usersMessages], UsersPage);
