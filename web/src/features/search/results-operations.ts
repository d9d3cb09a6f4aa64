// The one GraphQL request of the search results page: the three public lists searched for the
// same term, each on its own page, most relevant first (visitors see published records only).
// Associations and programs are read alike (result-rows.ts), so each lends one fragment its fields.
import { graphql } from '../../gql';

export const SearchResultsAssociationFragment = graphql(`
  fragment SearchResults_association on Association {
    id
    title
    abbreviation
    description
  }
`);

export const SearchResultsProgramFragment = graphql(`
  fragment SearchResults_program on Program {
    id
    title
    abbreviation
    description
  }
`);

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
        ...SearchResults_association
      }
      pageInfo {
        ...ListPage_pageInfo
      }
    }
    programResults: programs(
      filter: { search: $search }
      sort: [{ field: RELEVANCE, direction: DESC }, { field: TITLE }, { field: ID }]
      page: $programsPage
      limit: $limit
    ) {
      data {
        ...SearchResults_program
      }
      pageInfo {
        ...ListPage_pageInfo
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
        ...ListPage_pageInfo
      }
    }
  }
`);
