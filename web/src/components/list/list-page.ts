// One page of a list as the list screens draw it: its rows, and where it stands among the pages
// (what the pager reads, asked with one fragment that every list query spreads).
import type { TypedDocumentNode } from '@apollo/client';
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

type PageInfoRef = FragmentType<typeof ListPageInfoFragment>;

/** A list answer's page (`data` and `pageInfo { ...ListPage_pageInfo }`). */
export function listPage<T>(answer: { data: readonly T[]; pageInfo: PageInfoRef }): ListPage<T>;
/** The same, each row read through its fragment (`data { ...SomeRow_record }`). */
export function listPage<R>(
  answer: {
    data: readonly FragmentType<TypedDocumentNode<R, unknown>>[];
    pageInfo: PageInfoRef;
  },
  rowFragment: TypedDocumentNode<R, unknown>,
): ListPage<R>;
export function listPage(
  answer: { data: readonly unknown[]; pageInfo: PageInfoRef },
  rowFragment?: TypedDocumentNode<unknown, unknown>,
): ListPage<unknown> {
  return {
    data: rowFragment
      ? getFragmentData(rowFragment, answer.data as readonly FragmentType<typeof rowFragment>[])
      : answer.data,
    pageInfo: getFragmentData(ListPageInfoFragment, answer.pageInfo),
  };
}
