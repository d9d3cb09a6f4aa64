// The links tab's data: the evaluation's links (the kit links tab's fields) and the mutations that
// change them.
import { graphql } from '../../../../../gql';

export const LinksQuery = graphql(`
  query EvaluationLinks($id: ID!) {
    evaluation(id: $id) {
      id
      links {
        ...LinksRelation_link
      }
    }
  }
`);

export const linkWrites = {
  add: graphql(`
    mutation AddEvaluationLink($evaluationId: ID!, $input: EvaluationLinkInput!) {
      addEvaluationLink(evaluationId: $evaluationId, input: $input) {
        ...LinksRelation_link
      }
    }
  `),
  update: graphql(`
    mutation UpdateEvaluationLink(
      $evaluationId: ID!
      $id: ID!
      $input: UpdateEvaluationLinkInput!
    ) {
      updateEvaluationLink(evaluationId: $evaluationId, id: $id, input: $input) {
        ...LinksRelation_link
      }
    }
  `),
  remove: graphql(`
    mutation RemoveEvaluationLink($evaluationId: ID!, $id: ID!) {
      removeEvaluationLink(evaluationId: $evaluationId, id: $id)
    }
  `),
};
