// One page of a list as the list screens draw it: its rows, and where it stands among the pages
// (what the pager reads, asked with one fragment that every list query spreads).
import { type FragmentType, getFragmentData, graphql } from '../../gql';

export const ListPageInfoFragment = graphql(`
  fragment ListPage_pageInfo on PageInfo {
    currentPage
    lastPage
    total
  }
`);

export interface ListPage<T> {
  data: readonly T[];
  pageInfo: { currentPage: number; lastPage: number; total: number };
}

/** A list answer's page (`data` and `pageInfo { ...ListPage_pageInfo }`), each row read by `row`. */
export function listPage<X, R = X>(
  answer: { data: readonly X[]; pageInfo: FragmentType<typeof ListPageInfoFragment> },
  row?: (item: X) => R,
): ListPage<R> {
  return {
    data: row ? answer.data.map(row) : (answer.data as readonly unknown[] as readonly R[]),
    pageInfo: getFragmentData(ListPageInfoFragment, answer.pageInfo),
  };
}
