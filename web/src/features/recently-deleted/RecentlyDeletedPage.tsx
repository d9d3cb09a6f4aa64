// "Recent verwijderd" (/cms/recent-verwijderd, admin; issue 28): what was deleted lately and can
// still come back, newest first, a page at a time (the page in the URL): what (a removed item with
// the record it belonged to), its kind, who deleted it and when, and "Terugzetten" after a
// confirmation. A refused restore (a slug taken since) says why, in place; a restore done says so
// politely and the list is read again.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { actorText } from '../../components/cms/history/actor-text.ts';
import {
  HistoryEntryFragment,
  RestoreVersionMutation,
} from '../../components/cms/history/history-operations.ts';
import { cmsHistoryMessages } from '../../components/cms/history/messages/index.ts';
import { PageSteps } from '../../components/cms/history/PageSteps.tsx';
import { serverMessages } from '../../components/cms/history/server-messages.ts';
import { asDateTime, inWords } from '../../components/cms/history/when.ts';
import type { ListViewColumn } from '../../components/cms/list/columns.ts';
import { ListTable } from '../../components/cms/list/ListTable.tsx';
import { listViewMessages } from '../../components/cms/list/messages/index.ts';
import { RowButton } from '../../components/cms/list/RowButton.tsx';
import { useDialog } from '../../components/dialog/use-dialog.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { EmptyState } from '../../components/status/EmptyState.tsx';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../components/status/Skeleton.tsx';
import { getFragmentData } from '../../gql';
import type { HistoryEntry_EntryFragment } from '../../gql/graphql.ts';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { type DeletedRow, deletedRow } from './deleted-row.ts';
import { recentlyDeletedMessages } from './messages/index.ts';
import { RecentlyDeletedQuery } from './recently-deleted-operations.ts';

const PAGE_SIZE = 25;
const trail = [{ labelId: 'nav.dashboard' as const, to: '/cms' }];

type Row = DeletedRow & { entry: HistoryEntry_EntryFragment };

/** The page in the URL (`?page=2`): a whole number from 1, else the first. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function RecentlyDeletedPage() {
  const intl = useIntl();
  const dialog = useDialog();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const { data, previousData, error, loading, refetch } = useQuery(RecentlyDeletedQuery, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [restoreVersion] = useMutation(RestoreVersionMutation);
  const [status, setStatus] = useState('');
  const [refusal, setRefusal] = useState<{ name: string; messages: string[] } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The server keeps listing an entry once its removal is undone (a second restore is refused):
  // what was restored here leaves the list at once.
  const [restored, setRestored] = useState<ReadonlySet<string>>(new Set());

  const answer = (data ?? previousData)?.recentlyDeleted;
  const rows: Row[] = (answer?.data ?? [])
    .map((item) => {
      const entry = getFragmentData(HistoryEntryFragment, item);
      return { ...deletedRow(entry), entry };
    })
    .filter((row) => !restored.has(row.id));

  const kindText = (kind: string) => {
    const id = `recentlyDeleted.kind.${kind}`;
    return id in intl.messages ? intl.formatMessage({ id: id as MessageKey }) : kind;
  };
  const nameOf = (row: DeletedRow) =>
    row.name ?? intl.formatMessage({ id: 'recentlyDeleted.untitled' });

  const restore = async (row: Row) => {
    const name = nameOf(row);
    const outcome = await dialog({
      kind: 'generic',
      type: 'warning',
      title: intl.formatMessage({ id: 'recentlyDeleted.confirm.title' }, { name }),
      message: intl.formatMessage({ id: 'recentlyDeleted.confirm.message' }),
      confirm: intl.formatMessage({ id: 'recentlyDeleted.restore' }),
      cancel: true,
    });
    if (outcome.result !== 'confirm') return;
    setBusy(row.id);
    setStatus('');
    setRefusal(null);
    try {
      await restoreVersion({ variables: { entryId: row.id }, context: { quiet: true } });
      setRestored((current) => new Set([...current, row.id]));
      await refetch();
      setStatus(intl.formatMessage({ id: 'recentlyDeleted.restored' }, { name }));
    } catch (failure) {
      setRefusal({ name, messages: serverMessages(failure, { withFields: true }) });
    } finally {
      setBusy(null);
    }
  };

  const columns: ListViewColumn<Row, never>[] = [
    {
      id: 'what',
      header: intl.formatMessage({ id: 'recentlyDeleted.column.what' }),
      rowHeader: true,
      className: 'min-w-64',
      cell: (row) => (
        <>
          <span className="block font-semibold break-words">{nameOf(row)}</span>
          {row.owner && (
            <span className="block text-sm break-words text-ink-muted">
              {intl.formatMessage(
                { id: 'recentlyDeleted.owner' },
                {
                  kind: kindText(row.owner.kind).toLowerCase(),
                  title: row.owner.title ?? intl.formatMessage({ id: 'recentlyDeleted.untitled' }),
                },
              )}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'kind',
      header: intl.formatMessage({ id: 'recentlyDeleted.column.kind' }),
      className: 'whitespace-nowrap',
      cell: (row) => kindText(row.kind),
    },
    {
      id: 'by',
      header: intl.formatMessage({ id: 'recentlyDeleted.column.by' }),
      cell: (row) => actorText(intl, row.entry.actor),
    },
    {
      id: 'when',
      header: intl.formatMessage({ id: 'recentlyDeleted.column.when' }),
      cell: (row) => (
        <time dateTime={row.entry.at}>
          <span className="block">{inWords(intl, row.entry.at)}</span>
          <span className="block text-sm text-ink-muted">{asDateTime(intl, row.entry.at)}</span>
        </time>
      ),
    },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'recentlyDeleted.column.actions' }),
      className: 'w-0 whitespace-nowrap',
      cell: (row) => (
        <RowButton
          look="edit"
          label={intl.formatMessage({ id: 'recentlyDeleted.restoreFor' }, { name: nameOf(row) })}
          onClick={() => {
            if (busy === null) void restore(row);
          }}
        >
          {intl.formatMessage({ id: 'recentlyDeleted.restore' })}
        </RowButton>
      ),
    },
  ];

  return (
    <ScreenPage titleId="nav.recentlyDeleted" introId="recentlyDeleted.intro" trail={trail}>
      <p role="status" className="font-semibold text-green-800">
        {status}
      </p>
      {refusal && (
        <div role="alert" className="rounded-md border-2 border-red-700 bg-white p-4">
          <p className="font-semibold text-red-700">
            {intl.formatMessage({ id: 'recentlyDeleted.refused' }, { name: refusal.name })}
          </p>
          <ul className="mt-1 list-disc ps-5">
            {refusal.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {error && !answer ? (
        <LoadingProblem onRetry={() => void refetch()} />
      ) : !answer ? (
        <Skeleton className="space-y-2">
          <SkeletonBlock className="h-14 w-full" />
          <SkeletonBlock className="h-14 w-full" />
          <SkeletonBlock className="h-14 w-full" />
        </Skeleton>
      ) : rows.length === 0 ? (
        <EmptyState>{intl.formatMessage({ id: 'recentlyDeleted.empty' })}</EmptyState>
      ) : (
        <div className="space-y-4">
          <ListTable
            caption={intl.formatMessage({ id: 'recentlyDeleted.caption' })}
            columns={columns}
            rows={rows}
            rowName={nameOf}
            sort={{ key: 'at' as never, direction: 'desc' }}
            onSort={() => undefined}
            loading={loading && !data}
          />
          <p aria-live="polite">
            {intl.formatMessage({ id: 'list.found' }, { total: answer.pageInfo.total })}
          </p>
          <PageSteps
            page={answer.pageInfo.currentPage}
            lastPage={answer.pageInfo.lastPage}
            label={intl.formatMessage({ id: 'list.pagination' })}
            hrefFor={(target) => `?page=${target}`}
          />
        </div>
      )}
    </ScreenPage>
  );
}

export default withFeatureMessages(
  [listViewMessages, cmsHistoryMessages, recentlyDeletedMessages],
  RecentlyDeletedPage,
);
