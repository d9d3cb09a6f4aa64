// The CMS list view: search (300 ms debounce), a filters slot, a table with sortable columns and
// row selection, bulk delete behind the `mitigate` confirmation, paging with "per page" and
// "found", and the loading (skeleton rows), empty and loading-problem states. The screen keeps the
// state in the URL (sort-state.ts, components/list/url-state.ts) and hands it in.
import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDialog } from '../../dialog/use-dialog.ts';
import type { ListPage } from '../../list/list-page.ts';
import { Pagination } from '../../list/Pagination.tsx';
import { SearchField, type SearchFieldProps } from '../../list/SearchField.tsx';
import { EmptyState } from '../../status/EmptyState.tsx';
import { LoadingProblem } from '../../status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../status/Skeleton.tsx';
import { BulkActionBar } from './BulkActionBar.tsx';
import type { ListViewColumn } from './columns.ts';
import { ListTable } from './ListTable.tsx';
import { nextSort, type SortState } from './sort-state.ts';
import { useSelection } from './use-selection.ts';

export interface ListViewProps<T extends { id: string }, K extends string> {
  /** The table's name (its caption), e.g. "Zorgevaluaties". */
  caption: string;
  columns: readonly ListViewColumn<T, K>[];
  /** A row's name: labels its checkbox and names it in the delete confirmation. */
  rowName: (row: T) => string;
  /** The page on screen: the latest answer, or the previous one while the next loads. */
  page: ListPage<T> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  sort: SortState<K>;
  onSortChange: (sort: SortState<K>) => void;
  search: SearchFieldProps;
  /** Filter controls: beside the table from 1536 px (the tables are wide), above it below. */
  filters?: ReactNode;
  /** Buttons beside the search (e.g. "create"). */
  actions?: ReactNode;
  /** Deletes rows after the user confirmed; absent: no selection column and no bulk delete. */
  onDelete?: (ids: string[]) => Promise<unknown>;
  perPage: number;
  perPageChoices: readonly number[];
  hrefForPage: (page: number) => string;
  onPerPageChange: (perPage: number) => void;
  emptyText: string;
  /** Shown under the empty text, e.g. a "clear filters" button when filters are set. */
  emptyAction?: ReactNode;
}

const filtersBeside = 'grid gap-6 2xl:grid-cols-[16rem_minmax(0,1fr)]';

/** Skeleton rows: a header bar and rows of the table's height, so nothing shifts on arrival. */
function SkeletonTable({ rows }: { rows: number }) {
  return (
    <Skeleton className="space-y-1 rounded-md border border-gray-300 p-2">
      <SkeletonBlock className="h-12 w-full" />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <SkeletonBlock key={index} className="h-[3.375rem] w-full" />
      ))}
    </Skeleton>
  );
}

export function ListView<T extends { id: string }, K extends string>(props: ListViewProps<T, K>) {
  const { page, onDelete } = props;
  const intl = useIntl();
  const headingId = useId();
  const dialog = useDialog();
  const rows = page?.data ?? [];
  const selection = useSelection(rows);
  const [deleting, setDeleting] = useState(false);

  const deleteSelected = async () => {
    if (!onDelete) return;
    const chosen = selection.rows;
    const outcome = await dialog({
      kind: 'mitigate',
      title: intl.formatMessage({ id: 'listView.deleteTitle' }),
      confirm: intl.formatMessage({ id: 'listView.delete' }),
      payload: { count: chosen.length, names: chosen.map(props.rowName) },
    });
    if (outcome.result !== 'confirm') return;
    setDeleting(true);
    try {
      await onDelete(chosen.map((row) => row.id));
      selection.clear();
    } catch {
      // The failure is shown by the app's error dialog; the selection stays for another try.
    } finally {
      setDeleting(false);
    }
  };

  const results = () => {
    if (props.failed && !page) return <LoadingProblem onRetry={props.onRetry} />;
    if (!page) return <SkeletonTable rows={Math.min(props.perPage, 10)} />;
    if (page.data.length === 0)
      return <EmptyState action={props.emptyAction}>{props.emptyText}</EmptyState>;
    return (
      <>
        <ListTable
          caption={props.caption}
          columns={props.columns}
          rows={page.data}
          rowName={props.rowName}
          sort={props.sort}
          onSort={(key) => props.onSortChange(nextSort(props.sort, key))}
          selection={onDelete ? selection : undefined}
          loading={props.loading}
        />
        <Pagination
          page={page.pageInfo.currentPage}
          lastPage={page.pageInfo.lastPage}
          total={page.pageInfo.total}
          perPage={props.perPage}
          perPageChoices={props.perPageChoices}
          hrefForPage={props.hrefForPage}
          onPerPageChange={props.onPerPageChange}
        />
      </>
    );
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 max-w-xl flex-1 basis-72">
          <SearchField {...props.search} />
        </div>
        {props.actions && <div className="flex flex-wrap gap-3">{props.actions}</div>}
      </div>
      <div className={props.filters ? filtersBeside : ''}>
        {props.filters}
        <section
          aria-labelledby={headingId}
          aria-busy={props.loading}
          className="min-h-[36rem] min-w-0 space-y-4"
        >
          <h2 id={headingId} className="sr-only">
            {props.caption}
          </h2>
          {onDelete && (
            <BulkActionBar
              count={selection.rows.length}
              busy={deleting}
              onDelete={() => void deleteSelected()}
              onClear={selection.clear}
            />
          )}
          {results()}
        </section>
      </div>
    </div>
  );
}
