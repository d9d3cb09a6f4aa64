// The CMS organisation lists' state as it lives in the URL (search `q`, sort, page, per-page) and
// its translation into the GraphQL list's sort. One shape for the three kinds: the name column is
// `title` for associations and programs and `name` for trial bureaus (the sort key stays `name`).

import {
  cmsListSchema,
  type SortOrder,
  sortOrder,
} from '../../../../components/cms/list/list-params.ts';
import type { SortState } from '../../../../components/cms/list/sort-state.ts';
import type { UrlStateOf } from '../../../../components/list/url-state.ts';

export const sortKeys = ['name', 'updated'] as const;
export type SortKey = (typeof sortKeys)[number];
export const defaultSort: SortState<SortKey> = { key: 'name', direction: 'asc' };

export const cmsOrganisationListSchema = cmsListSchema(sortKeys, defaultSort);
export type CmsOrganisationListState = UrlStateOf<typeof cmsOrganisationListSchema>;

export type OrganisationSortKey<N extends string> = SortOrder<N | 'UPDATED_AT' | 'ID'>;

/**
 * The GraphQL sort; `nameField` is the kind's name sort field (TITLE or NAME). Ties fall back on
 * the name and the id, so paging is stable.
 */
export const toSort = <N extends 'TITLE' | 'NAME'>(
  state: Pick<CmsOrganisationListState, 'sort'>,
  nameField: N,
): OrganisationSortKey<N>[] =>
  sortOrder<SortKey, N | 'UPDATED_AT' | 'ID'>(
    state.sort,
    { name: nameField, updated: 'UPDATED_AT' },
    [
      { field: nameField, direction: 'ASC' },
      { field: 'ID', direction: 'ASC' },
    ],
  );

export const toFilter = (state: Pick<CmsOrganisationListState, 'q'>) => ({
  search: state.q || undefined,
});
