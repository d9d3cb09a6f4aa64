// The documents tab's data: the evaluation's documents (the kit documents tab's fields) and the
// mutations.
import { graphql } from '../../../../../gql';

export const DocumentsQuery = graphql(`
  query EvaluationDocuments($id: ID!) {
    evaluation(id: $id) {
      id
      documents {
        ...DocumentsRelation_document
      }
    }
  }
`);

export const documentWrites = {
  add: graphql(`
    mutation AddEvaluationDocument($evaluationId: ID!, $input: EvaluationDocumentInput!) {
      addEvaluationDocument(evaluationId: $evaluationId, input: $input) {
        ...DocumentsRelation_document
      }
    }
  `),
  update: graphql(`
    mutation UpdateEvaluationDocument(
      $evaluationId: ID!
      $id: ID!
      $input: UpdateEvaluationDocumentInput!
    ) {
      updateEvaluationDocument(evaluationId: $evaluationId, id: $id, input: $input) {
        ...DocumentsRelation_document
      }
    }
  `),
  remove: graphql(`
    mutation RemoveEvaluationDocument($evaluationId: ID!, $id: ID!) {
      removeEvaluationDocument(evaluationId: $evaluationId, id: $id)
    }
  `),
};
