// The links tab's data: the evaluation's links and the mutations that change them.
import { graphql } from '../../../../../gql';

export const LinkFragment = graphql(`
  fragment LinksTab_link on EvaluationLink {
    id
    title
    url
    position
  }
`);

export const LinksQuery = graphql(`
  query EvaluationLinks($id: ID!) {
    evaluation(id: $id) {
      id
      links {
        ...LinksTab_link
      }
    }
  }
`);

export const AddLinkMutation = graphql(`
  mutation AddEvaluationLink($evaluationId: ID!, $input: EvaluationLinkInput!) {
    addEvaluationLink(evaluationId: $evaluationId, input: $input) {
      ...LinksTab_link
    }
  }
`);

export const UpdateLinkMutation = graphql(`
  mutation UpdateEvaluationLink($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationLinkInput!) {
    updateEvaluationLink(evaluationId: $evaluationId, id: $id, input: $input) {
      ...LinksTab_link
    }
  }
`);

export const RemoveLinkMutation = graphql(`
  mutation RemoveEvaluationLink($evaluationId: ID!, $id: ID!) {
    removeEvaluationLink(evaluationId: $evaluationId, id: $id)
  }
`);
