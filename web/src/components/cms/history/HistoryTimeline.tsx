// A record's history as a timeline, newest first, a page at a time: each entry with who, when and
// which fields, opened into a readable diff per field, with the restores the person may make.
// A restore asks first (`confirm`: a dialog in the tab, a step of its own in the history dialog),
// then the record's screen (`onRestored`) and the timeline are read again and a polite status says
// what came back; a refusal is shown here, in place. A history the server refuses to show
// (FORBIDDEN: a record the person may not edit) says so calmly.
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../gql';
import type { HistoryEntry_EntryFragment } from '../../../gql/graphql.ts';
import { useAppState } from '../../../store/hooks.tsx';
import { selectUser } from '../../../store/selectors.ts';
import { LoadingProblem } from '../../status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../status/Skeleton.tsx';
import type { EditorFields } from '../editor/editor-fields.ts';
import { changeGroups, fieldLabel } from './entry-changes.ts';
import { HistoryEntryItem } from './HistoryEntryItem.tsx';
import { PageSteps } from './PageSteps.tsx';
import { HistoryExport } from './HistoryExport.tsx';
import type { HistoryRecord } from './history-record.ts';
import {
  HistoryEntryFragment,
  RecordHistoryQuery,
  RestoreVersionMutation,
} from './history-operations.ts';
import { errorCode, serverMessages } from './server-messages.ts';
import { asDateTime } from './when.ts';

export interface RestoreQuestion {
  title: string;
  message: string;
  confirm: string;
}

export interface HistoryTimelineProps {
  record: HistoryRecord;
  /** The editor's fields (labels, how values show); none: every field by its path. */
  fields?: EditorFields;
  /** Labels of further fields, such as an editor's relations (`criteria` → "Criteria"). */
  labels?: Readonly<Record<string, string>>;
  /** The person may restore versions and fields (they may edit the record). */
  canRestore: boolean;
  /** Asks whether to go ahead with a restore. */
  confirm: (question: RestoreQuestion) => Promise<boolean>;
  /** After a restore: reads the record's screen again. */
  onRestored?: () => Promise<unknown> | undefined;
  /** Heading level of the timeline's title; null: none (a dialog has its own title). */
  titleLevel?: 2 | null;
}

const PAGE_SIZE = 10;
const MAX_NAMED = 6;
const noFields: EditorFields = {};
const noLabels: Readonly<Record<string, string>> = {};

export function HistoryTimeline(props: HistoryTimelineProps) {
  const { record, fields = noFields, labels = noLabels, canRestore, confirm } = props;
  const intl = useIntl();
  const isAdmin = useAppState(selectUser)?.role === 'ADMIN';
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // The outcome is said at the top of the timeline, where the restore's new entry appears too.
  const statusLine = useRef<HTMLParagraphElement>(null);
  const showStatus = () =>
    requestAnimationFrame(() => statusLine.current?.scrollIntoView?.({ block: 'nearest' }));
  const { data, previousData, error, refetch } = useQuery(RecordHistoryQuery, {
    variables: { ...record, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [restoreVersion] = useMutation(RestoreVersionMutation);
  const answer = (data ?? previousData)?.history;

  const named = (names: readonly string[]) =>
    names.length > MAX_NAMED
      ? `${names.slice(0, MAX_NAMED).join(', ')}, …`
      : intl.formatList(names);

  const restore = async (
    entry: HistoryEntry_EntryFragment,
    field: string | null,
    label: string | null,
  ) => {
    const when = asDateTime(intl, entry.at);
    const deletedItems = changeGroups(entry.changes, fields, labels).flatMap((group) =>
      group.kind === 'items' ? group.removed : [],
    );
    const question: RestoreQuestion = entry.restorable
      ? {
          title: intl.formatMessage({ id: 'cmsHistory.restore.deletedTitle' }),
          message: intl.formatMessage(
            { id: 'cmsHistory.restore.deletedMessage' },
            { items: named(deletedItems) },
          ),
          confirm: intl.formatMessage({ id: 'cmsHistory.restore.confirm' }),
        }
      : field
        ? {
            title: intl.formatMessage({ id: 'cmsHistory.restore.fieldTitle' }),
            message: intl.formatMessage(
              { id: 'cmsHistory.restore.fieldMessage' },
              { field: label ?? field, when },
            ),
            confirm: intl.formatMessage({ id: 'cmsHistory.restore.confirm' }),
          }
        : {
            title: intl.formatMessage({ id: 'cmsHistory.restore.versionTitle' }),
            message: intl.formatMessage({ id: 'cmsHistory.restore.versionMessage' }, { when }),
            confirm: intl.formatMessage({ id: 'cmsHistory.restore.confirm' }),
          };
    if (!(await confirm(question))) return;
    setBusy(true);
    setStatus('');
    setProblem([]);
    try {
      const result = await restoreVersion({
        variables: { entryId: entry.id, field },
        context: { quiet: true },
      });
      const restored = result.data?.restoreVersion.fields ?? [];
      await props.onRestored?.();
      setPage(1);
      await refetch({ ...record, page: 1, limit: PAGE_SIZE });
      const what = entry.restorable
        ? deletedItems
        : [...new Set(restored.map((name) => fieldLabel(name, fields, labels)))];
      setStatus(
        what.length > 0
          ? intl.formatMessage({ id: 'cmsHistory.restore.done' }, { fields: named(what) })
          : intl.formatMessage({ id: 'cmsHistory.restore.doneNothing' }),
      );
      showStatus();
    } catch (failure) {
      setProblem([
        intl.formatMessage({ id: 'cmsHistory.restore.failed' }),
        ...serverMessages(failure),
      ]);
      showStatus();
    } finally {
      setBusy(false);
    }
  };

  const title = props.titleLevel !== null && (
    <h2 className="text-xl font-bold">{intl.formatMessage({ id: 'cmsHistory.title' })}</h2>
  );

  if (error && !answer) {
    return (
      <div className="space-y-4">
        {title}
        {errorCode(error) === 'FORBIDDEN' ? (
          <p className="rounded-md border border-sky-700/40 bg-sky-50 p-4 text-sky-950">
            {intl.formatMessage({ id: 'cmsHistory.forbidden' })}
          </p>
        ) : (
          <LoadingProblem onRetry={() => void refetch()} />
        )}
      </div>
    );
  }

  const entries = answer?.data ?? [];
  const pageInfo = answer?.pageInfo;
  return (
    <div className="space-y-4">
      {title}
      <p>{intl.formatMessage({ id: 'cmsHistory.intro' })}</p>
      <HistoryExport record={record} />
      <p ref={statusLine} role="status" className="scroll-mt-24 font-semibold text-green-800">
        {status}
      </p>
      {problem.length > 0 && (
        <div role="alert" className="rounded-md border-2 border-red-700 bg-white p-4">
          <p className="font-semibold text-red-700">{problem[0]}</p>
          {problem.length > 1 && (
            <ul className="mt-1 list-disc ps-5">
              {problem.slice(1).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {!answer ? (
        <Skeleton className="space-y-4">
          <SkeletonBlock className="h-20 w-full" />
          <SkeletonBlock className="h-20 w-full" />
          <SkeletonBlock className="h-20 w-full" />
        </Skeleton>
      ) : entries.length === 0 ? (
        <p>{intl.formatMessage({ id: 'cmsHistory.empty' })}</p>
      ) : (
        <ol
          className="space-y-6"
          aria-label={intl.formatMessage({ id: 'cmsHistory.title' })}
          aria-busy={!data || undefined}
        >
          {entries.map((item, index) => (
            <HistoryEntryItem
              key={getFragmentData(HistoryEntryFragment, item).id}
              entry={item}
              current={page === 1 && index === 0}
              fields={fields}
              labels={labels}
              restores={{ version: canRestore, deleted: isAdmin, restore, busy }}
            />
          ))}
        </ol>
      )}
      {pageInfo && (
        <PageSteps
          page={pageInfo.currentPage}
          lastPage={pageInfo.lastPage}
          label={intl.formatMessage({ id: 'cmsHistory.paging.label' })}
          onPage={setPage}
        />
      )}
    </div>
  );
}
