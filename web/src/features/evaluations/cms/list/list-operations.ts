// The GraphQL documents of the CMS evaluations list: one page of rows (fields in the row
// fragment), creating an evaluation from its title, and deleting several at once.
import { graphql } from '../../../../gql';

export const CmsEvaluationsListQuery = graphql(`
  query CmsEvaluationsList(
    $filter: EvaluationFilter
    $sort: [EvaluationSort!]
    $page: Int!
    $limit: Int!
  ) {
    evaluations(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      data {
        id
        ...CmsEvaluationRow_evaluation
      }
      pageInfo {
        ...ListPage_pageInfo
      }
    }
  }
`);

export const CreateEvaluationMutation = graphql(`
  mutation CmsCreateEvaluation($input: CreateEvaluationInput!) {
    createEvaluation(input: $input) {
      id
    }
  }
`);

export const DeleteEvaluationsMutation = graphql(`
  mutation CmsDeleteEvaluations($ids: [ID!]!) {
    deleteEvaluations(ids: $ids)
  }
`);
