// The CMS organisation lists' state as it lives in the URL (search `q`, sort, page, per-page) and
// its translation into the GraphQL list's sort. One shape for the three kinds: the name column is
// the interface's `title` (a trial bureau's name; the URL's sort key stays `name`).
import {
  numberChoiceParam,
  pageParam,
  textParam,
  type UrlStateOf,
  urlSchema,
} from '../../../../components/list/url-state.ts';
import {
  parseSort,
  type SortState,
  sortParam,
} from '../../../../components/list-view/sort-state.ts';
import type { OrganisationSort } from '../../../../gql/graphql.ts';

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

export const sortKeys = ['name', 'updated'] as const;
export type SortKey = (typeof sortKeys)[number];
export const defaultSort: SortState<SortKey> = { key: 'name', direction: 'asc' };

export const cmsOrganisationListSchema = urlSchema({
  q: textParam(),
  sort: sortParam(sortKeys, defaultSort),
  page: pageParam(),
  limit: numberChoiceParam(PER_PAGE_CHOICES, 25),
});
export type CmsOrganisationListState = UrlStateOf<typeof cmsOrganisationListSchema>;

export const currentSort = (state: Pick<CmsOrganisationListState, 'sort'>): SortState<SortKey> =>
  parseSort<SortKey>(state.sort);

/** The GraphQL sort. Ties fall back on the name and the id, so paging is stable. */
export function toSort(state: Pick<CmsOrganisationListState, 'sort'>): OrganisationSort[] {
  const { key, direction } = currentSort(state);
  const order = direction === 'desc' ? 'DESC' : 'ASC';
  const byId: OrganisationSort = { field: 'ID', direction: 'ASC' };
  if (key === 'name') return [{ field: 'TITLE', direction: order }, byId];
  return [{ field: 'UPDATED_AT', direction: order }, { field: 'TITLE', direction: 'ASC' }, byId];
}

export const toFilter = (state: Pick<CmsOrganisationListState, 'q'>) => ({
  search: state.q || undefined,
});
