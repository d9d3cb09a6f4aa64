// The one GraphQL request of the search results page: the three public lists searched for the
// same term, each on its own page, most relevant first (visitors see published records only).
import { graphql } from '../../gql';

export const SearchResultsQuery = graphql(`
  query SearchResults(
    $search: String!
    $limit: Int!
    $associationsPage: Int!
    $programsPage: Int!
    $evaluationsPage: Int!
  ) {
    associationResults: associations(
      filter: { search: $search }
      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]
      page: $associationsPage
      limit: $limit
    ) {
      data {
        id
        title
        abbreviation
        description
      }
      pageInfo {
        currentPage
        lastPage
        total
      }
    }
    programResults: programs(
      filter: { search: $search }
      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]
      page: $programsPage
      limit: $limit
    ) {
      data {
        id
        title
        abbreviation
        description
      }
      pageInfo {
        currentPage
        lastPage
        total
      }
    }
    evaluationResults: evaluations(
      filter: { search: $search }
      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]
      page: $evaluationsPage
      limit: $limit
    ) {
      data {
        id
        title
        url
        phase
        descriptionShort
      }
      pageInfo {
        currentPage
        lastPage
        total
      }
    }
  }
`);
