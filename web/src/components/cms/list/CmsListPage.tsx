// A CMS list screen: the screen's frame (title, introduction, the trail from the dashboard) around
// the list view, wired to a `useCmsList` controller: search, filters, sortable columns, paging and
// per page in the URL, bulk delete through a `useCmsDelete`, and the empty state's "clear" button
// when a search or filter hides every row.
import { type ReactNode, useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import type { MessageKey } from '../../../i18n/messages.ts';
import { primaryButton } from '../../buttons/button-styles.ts';
import type { SearchFieldTexts } from '../../list/SearchField.tsx';
import { type SearchTextPrefix, searchTexts } from '../../list/search-texts.ts';
import { ScreenPage } from '../../page/ScreenPage.tsx';
import type { ListViewColumn } from './columns.ts';
import { ListView } from './ListView.tsx';
import { type CmsListBase, PER_PAGE_CHOICES } from './list-params.ts';
import type { SortState } from './sort-state.ts';
import type { CmsDelete } from './use-cms-delete.ts';
import type { CmsList } from './use-cms-list.ts';

export interface CmsListTexts {
  /** The table's name. */
  caption: string;
  search: SearchFieldTexts;
  /** Shown when no row matches. */
  empty: string;
  /** The empty state's button that clears the search and the filters. */
  clear: string;
}

/** A key prefix with a caption, an empty text and the three search texts in the catalogues. */
type ListTextPrefix = {
  [P in SearchTextPrefix]: `${P}.caption` extends MessageKey
    ? `${P}.empty` extends MessageKey
      ? P
      : never
    : never;
}[SearchTextPrefix];

/** A list's texts from the catalogue keys `<prefix>.caption`, `.empty`, `.search.*` and `clear`. */
export function cmsListTexts(
  intl: IntlShape,
  prefix: ListTextPrefix,
  clear: MessageKey,
): CmsListTexts {
  return {
    caption: intl.formatMessage({ id: `${prefix}.caption` as MessageKey }),
    search: searchTexts(intl, prefix),
    empty: intl.formatMessage({ id: `${prefix}.empty` as MessageKey }),
    clear: intl.formatMessage({ id: clear }),
  };
}

export interface CmsListPageProps<
  S extends CmsListBase,
  R extends { id: string },
  K extends string,
> {
  titleId: MessageKey;
  introId?: MessageKey;
  list: CmsList<S, R>;
  texts: CmsListTexts;
  columns: readonly ListViewColumn<R, K>[];
  /** A row's name: labels its checkbox and names it in the delete confirmation. */
  rowName: (row: R) => string;
  /** Filter controls beside (from 1536 px) or above the table. */
  filters?: ReactNode;
  /** Buttons beside the search (e.g. "create"). */
  actions?: ReactNode;
  /** Bulk delete; absent: no selection column. */
  remove?: CmsDelete;
  /** Above the list (e.g. a status line or an inline create form). */
  before?: ReactNode;
  /** After the list (e.g. a dialog). */
  children?: ReactNode;
}

export function CmsListPage<S extends CmsListBase, R extends { id: string }, K extends string>(
  props: CmsListPageProps<S, R, K>,
) {
  const { list, texts, rowName, remove } = props;
  const { value: state, page } = list;
  const byId = useMemo(() => new Map(page?.data.map((row) => [row.id, row]) ?? []), [page]);
  const deleteRecords = remove?.deleteRecords;
  const onDelete = useMemo(
    () =>
      deleteRecords &&
      ((ids: string[]) =>
        deleteRecords(
          ids.map((id) => {
            const row = byId.get(id);
            return { id, name: row ? rowName(row) : id };
          }),
        )),
    [deleteRecords, byId, rowName],
  );

  return (
    <ScreenPage
      titleId={props.titleId}
      introId={props.introId}
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    >
      {props.before}
      <ListView
        caption={texts.caption}
        columns={props.columns}
        rowName={rowName}
        page={page}
        loading={list.loading}
        failed={list.failed}
        onRetry={() => void list.refetch()}
        sort={list.sort as SortState<K>}
        onSortChange={list.setSort}
        search={{ value: state.q, onSearch: list.setSearch, texts: texts.search }}
        filters={props.filters}
        actions={props.actions}
        onDelete={onDelete}
        perPage={state.limit}
        perPageChoices={PER_PAGE_CHOICES}
        hrefForPage={list.hrefForPage}
        onPerPageChange={list.setPerPage}
        emptyText={texts.empty}
        emptyAction={
          list.filtered ? (
            <button type="button" className={primaryButton} onClick={list.clearFilters}>
              {texts.clear}
            </button>
          ) : undefined
        }
      />
      {props.children}
    </ScreenPage>
  );
}
