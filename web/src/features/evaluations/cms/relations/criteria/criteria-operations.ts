// The criteria tab's data: the evaluation's criteria and the mutations that change them.
import { graphql } from '../../../../../gql';

export const CriterionFragment = graphql(`
  fragment CriteriaTab_criterion on Criterion {
    id
    type
    content
    position
  }
`);

export const CriteriaQuery = graphql(`
  query EvaluationCriteria($id: ID!) {
    evaluation(id: $id) {
      id
      criteria {
        ...CriteriaTab_criterion
      }
    }
  }
`);

export const criterionWrites = {
  add: graphql(`
    mutation AddEvaluationCriterion($evaluationId: ID!, $input: CriterionInput!) {
      addEvaluationCriterion(evaluationId: $evaluationId, input: $input) {
        ...CriteriaTab_criterion
      }
    }
  `),
  update: graphql(`
    mutation UpdateEvaluationCriterion($evaluationId: ID!, $id: ID!, $input: UpdateCriterionInput!) {
      updateEvaluationCriterion(evaluationId: $evaluationId, id: $id, input: $input) {
        ...CriteriaTab_criterion
      }
    }
  `),
  remove: graphql(`
    mutation RemoveEvaluationCriterion($evaluationId: ID!, $id: ID!) {
      removeEvaluationCriterion(evaluationId: $evaluationId, id: $id)
    }
  `),
};
