// The CMS organisation lists' state as it lives in the URL (search `q`, sort, page, per-page) and
// its translation into the GraphQL list's sort. One shape for the three kinds: the name column is
// the interface's `title` (a trial bureau's name; the URL's sort key stays `name`).
import { cmsListSchema, sortOrder } from '../../../../components/cms/list/list-params.ts';
import type { SortState } from '../../../../components/cms/list/sort-state.ts';
import type { UrlStateOf } from '../../../../components/list/url-state.ts';
import type { OrganisationSort, OrganisationSortField } from '../../../../gql/graphql.ts';

export const sortKeys = ['name', 'updated'] as const;
export type SortKey = (typeof sortKeys)[number];
export const defaultSort: SortState<SortKey> = { key: 'name', direction: 'asc' };

export const cmsOrganisationListSchema = cmsListSchema(sortKeys, defaultSort);
export type CmsOrganisationListState = UrlStateOf<typeof cmsOrganisationListSchema>;

const sortFields: Record<SortKey, OrganisationSortField> = { name: 'TITLE', updated: 'UPDATED_AT' };

/** The GraphQL sort. Ties fall back on the name and the id, so paging is stable. */
export const toSort = (state: Pick<CmsOrganisationListState, 'sort'>): OrganisationSort[] =>
  sortOrder(state.sort, sortFields, [
    { field: 'TITLE', direction: 'ASC' },
    { field: 'ID', direction: 'ASC' },
  ]);

export const toFilter = (state: Pick<CmsOrganisationListState, 'q'>) => ({
  search: state.q || undefined,
});

/** The list's URL and its GraphQL filter and sort, as the CMS kit's list controller takes them. */
export const cmsOrganisationListParams = {
  schema: cmsOrganisationListSchema,
  filter: toFilter,
  sort: toSort,
};
