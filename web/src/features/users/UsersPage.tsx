// The users list (/cms/users, admin only); lazy-loaded as the screen group "users". Search, role
// and activity filters, sort, page and per-page live in the URL (list/list-state.ts). Admins
// create users (a form page, /cms/users/new), send activation mails and delete several at once.

import { useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { searchTexts } from '../../components/list/search-texts.ts';
import { useUrlState } from '../../components/list/use-url-state.ts';
import { ListView } from '../../components/list-view/ListView.tsx';
import { listViewMessages } from '../../components/list-view/messages/index.ts';
import { sortValue } from '../../components/list-view/sort-state.ts';
import { useBulkDelete } from '../../components/list-view/use-bulk-delete.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { useSendActivation } from './activate/use-send-activation.ts';
import { DeleteUsersMutation, UsersListQuery } from './list/list-operations.ts';
import {
  chosenCount,
  clearedFilters,
  currentSort,
  PER_PAGE_CHOICES,
  toFilter,
  toSort,
  usersListSchema,
} from './list/list-state.ts';
import { UserFilters } from './list/UserFilters.tsx';
import { toRow, userColumns } from './list/user-columns.tsx';
import { usersMessages } from './messages/index.ts';

const buttonClass =
  'inline-flex min-h-11 items-center rounded-md bg-brand-primary-dark px-4 font-semibold text-white hover:bg-brand-primary-darker';

function UsersPage() {
  const intl = useIntl();
  const { value: state, update, hrefFor } = useUrlState(usersListSchema);
  const filter = useMemo(() => toFilter(state), [state]);
  const sort = useMemo(() => toSort(state), [state]);

  const list = useQuery(UsersListQuery, {
    variables: { filter, sort, page: state.page, limit: state.limit },
    fetchPolicy: 'cache-and-network',
  });
  const answer = useDeferredValue((list.data ?? list.previousData)?.users);
  const page = useMemo(
    () => answer && { data: answer.data.map(toRow), pageInfo: answer.pageInfo },
    [answer],
  );
  const sendActivation = useSendActivation();
  const columns = useMemo(
    () => userColumns(intl, (row) => void sendActivation(row)),
    [intl, sendActivation],
  );
  const { refetch } = list;
  const deleteUsers = useBulkDelete(
    DeleteUsersMutation,
    useCallback(() => refetch(), [refetch]),
    { title: 'users.list.deleted.title', message: 'users.list.deleted.message' },
  );

  const onSearch = useCallback(
    (term: string, options: { replace: boolean }) => update({ q: term }, options),
    [update],
  );
  const filtered = chosenCount(state) > 0 || state.q !== '';

  return (
    <ScreenPage
      titleId="page.users.title"
      introId="page.users.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    >
      <ListView
        caption={intl.formatMessage({ id: 'users.list.caption' })}
        columns={columns}
        rowName={(row) => row.name}
        page={page}
        loading={list.loading}
        failed={Boolean(list.error)}
        onRetry={() => void list.refetch()}
        sort={currentSort(state)}
        onSortChange={(next) => update({ sort: sortValue(next) })}
        search={{
          value: state.q,
          onSearch,
          texts: searchTexts(intl, 'users.list'),
        }}
        filtersBesideFrom="2xl"
        filters={
          <UserFilters
            state={state}
            onRoleToggle={(role, checked) =>
              update({
                role: checked ? [...state.role, role] : state.role.filter((item) => item !== role),
              })
            }
            onActiveChange={(active) => update({ active })}
          />
        }
        actions={
          <Link to="/cms/users/new" className={buttonClass}>
            {intl.formatMessage({ id: 'users.list.create.button' })}
          </Link>
        }
        onDelete={deleteUsers}
        perPage={state.limit}
        perPageChoices={PER_PAGE_CHOICES}
        hrefForPage={(target) => hrefFor({ page: target })}
        onPerPageChange={(limit) => update({ limit })}
        emptyText={intl.formatMessage({ id: 'users.list.empty' })}
        emptyAction={
          filtered ? (
            <button type="button" className={buttonClass} onClick={() => update(clearedFilters)}>
              {intl.formatMessage({ id: 'users.list.clearFilters' })}
            </button>
          ) : undefined
        }
      />
    </ScreenPage>
  );
}

export default withFeatureMessages([listViewMessages, usersMessages], UsersPage);
