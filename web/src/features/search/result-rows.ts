// The search answer as rows of one shape per kind (title, link, what kind of record, a plain
// text to cut an excerpt from), so one result component shows all three kinds.
import { plainText } from '../../components/content/plain-text.ts';
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
  pageInfo: { currentPage: number; lastPage: number; total: number };
}

type OrganisationPage = SearchResultsData['associationResults'];

function organisationRows(page: OrganisationPage, path: string): KindResults {
  return {
    pageInfo: page.pageInfo,
    rows: page.data.map((organisation) => ({
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
    associations: organisationRows(data.associationResults, '/associations'),
    programs: organisationRows(data.programResults, '/programs'),
    evaluations: {
      pageInfo: data.evaluationResults.pageInfo,
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
