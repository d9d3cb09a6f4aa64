// The results part of a list screen, in its four states: the loading problem (only when there is
// nothing to show), skeleton cards, the empty state, or the items with the pager. The previous
// page stays (dimmed) while the next one loads, so nothing jumps.
import type { ReactNode } from 'react';
import { EmptyState } from '../status/EmptyState.tsx';
import { LoadingProblem } from '../status/LoadingProblem.tsx';
import { SkeletonCards } from '../status/Skeleton.tsx';
import type { ListPage } from './list-page.ts';
import { Pagination } from './Pagination.tsx';

export interface ListResultsProps<T extends { id: string }> {
  /** The page on screen: the latest answer, or the previous one while the next loads. */
  page: ListPage<T> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Items per page (the URL's choice) and the choices offered (none: no per-page select). */
  perPage: number;
  perPageChoices?: readonly number[];
  hrefForPage: (page: number) => string;
  onPerPageChange?: (perPage: number) => void;
  /** The pager's "n gevonden" (default on) and scroll handling, see Pagination. */
  showTotal?: boolean;
  preventScrollReset?: boolean;
  /** Height class of one skeleton card, like a rendered item's. */
  skeletonHeight: string;
  /** Classes of the list (e.g. a grid). */
  listClassName: string;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
  /** Shown under the empty text, e.g. a "clear filters" button when filters are set. */
  emptyAction?: ReactNode;
}

export function ListResults<T extends { id: string }>(props: ListResultsProps<T>) {
  const { page } = props;
  if (props.failed && !page) return <LoadingProblem onRetry={props.onRetry} />;
  if (!page)
    return <SkeletonCards count={Math.min(props.perPage, 6)} height={props.skeletonHeight} />;
  if (page.data.length === 0)
    return <EmptyState action={props.emptyAction}>{props.emptyText}</EmptyState>;
  return (
    <>
      <ul
        className={`${props.listClassName} transition-opacity ${props.loading ? 'opacity-60' : ''}`}
      >
        {page.data.map((item) => (
          <li key={item.id}>{props.renderItem(item)}</li>
        ))}
      </ul>
      <Pagination
        page={page.pageInfo.currentPage}
        lastPage={page.pageInfo.lastPage}
        total={page.pageInfo.total}
        perPage={props.perPage}
        perPageChoices={props.perPageChoices}
        hrefForPage={props.hrefForPage}
        onPerPageChange={props.onPerPageChange}
        showTotal={props.showTotal}
        preventScrollReset={props.preventScrollReset}
      />
    </>
  );
}
