// The GraphQL documents of the evaluations list: one page of cards, the facet counts, and the
// export's page of rows. Card and facet fields are fragments colocated with their components.
import { graphql } from '../../../gql';

export const EvaluationsListQuery = graphql(`
  query EvaluationsList(
    $filter: EvaluationFilter
    $sort: [EvaluationSort!]
    $page: Int!
    $limit: Int!
  ) {
    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      data {
        id
        ...EvaluationCard_evaluation
      }
      pageInfo {
        ...ListPage_pageInfo
      }
    }
  }
`);

export const EvaluationFacetsQuery = graphql(`
  query EvaluationFacets($filter: EvaluationFilter) {
    evaluationFacets(filter: $filter) {
      ...FacetsPanel_facets
    }
  }
`);

/** One page (at most 100) of the export: the cards' fields, with the programs and associations. */
export const EvaluationsExportQuery = graphql(`
  query EvaluationsExport(
    $filter: EvaluationFilter
    $sort: [EvaluationSort!]
    $page: Int!
    $limit: Int!
  ) {
    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      data {
        id
        ...EvaluationCard_evaluation
        associations {
          id
          title
        }
        programs {
          id
          title
        }
      }
      pageInfo {
        lastPage
        total
      }
    }
  }
`);
