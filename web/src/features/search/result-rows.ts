// The search answer as rows of one shape per kind (title, link, what kind of record, a plain
// text to cut an excerpt from), so one result component shows all three kinds.
import { plainText } from '../../components/content/plain-text.ts';
import { type ListPage, ListPageInfoFragment } from '../../components/list/list-page.ts';
import { type FragmentType, getFragmentData } from '../../gql';
import {
  SearchResultsAssociationFragment,
  SearchResultsProgramFragment,
} from './results-operations.ts';
import type { SearchKind } from './results-state.ts';
import type { SearchResultsData } from './use-search-results.ts';

export interface ResultRow {
  id: string;
  title: string;
  url: string;
  /** The evaluation's phase (GraphQL enum name), or null for an association or program. */
  phase: string | null;
  abbreviation: string | null;
  /** Plain text (rich text's tags removed). */
  text: string;
}

export interface KindResults {
  rows: ResultRow[];
  pageInfo: ListPage<ResultRow>['pageInfo'];
}

interface OrganisationResult {
  id: string;
  title: string;
  abbreviation?: string | null;
  description?: string | null;
}

const pageInfo = (page: { pageInfo: FragmentType<typeof ListPageInfoFragment> }) =>
  getFragmentData(ListPageInfoFragment, page.pageInfo);

function organisationRows(
  organisations: readonly OrganisationResult[],
  pageInfo: KindResults['pageInfo'],
  path: string,
): KindResults {
  return {
    pageInfo,
    rows: organisations.map((organisation) => ({
      id: organisation.id,
      title: organisation.title,
      url: `${path}/${organisation.id}`,
      phase: null,
      abbreviation: organisation.abbreviation ?? null,
      text: organisation.description ? plainText(organisation.description) : '',
    })),
  };
}

/** Each kind's rows and paging. */
export function resultRows(data: SearchResultsData): Record<SearchKind, KindResults> {
  return {
    associations: organisationRows(
      getFragmentData(SearchResultsAssociationFragment, data.associationResults.data),
      pageInfo(data.associationResults),
      '/associations',
    ),
    programs: organisationRows(
      getFragmentData(SearchResultsProgramFragment, data.programResults.data),
      pageInfo(data.programResults),
      '/programs',
    ),
    evaluations: {
      pageInfo: pageInfo(data.evaluationResults),
      rows: data.evaluationResults.data.map((evaluation) => ({
        id: evaluation.id,
        title: evaluation.title,
        url: evaluation.url,
        phase: evaluation.phase,
        abbreviation: null,
        text: evaluation.descriptionShort ?? '',
      })),
    },
  };
}
