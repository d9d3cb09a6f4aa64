// The documents tab's data: the evaluation's documents with their files, and the mutations.
import { graphql } from '../../../../../gql';

export const DocumentFragment = graphql(`
  fragment DocumentsTab_document on Document {
    id
    type
    title
    isPublic
    file {
      id
      url
      name
      mimeType
      size
    }
  }
`);

export const DocumentsQuery = graphql(`
  query EvaluationDocuments($id: ID!) {
    evaluation(id: $id) {
      id
      documents {
        ...DocumentsTab_document
      }
    }
  }
`);

export const AddDocumentMutation = graphql(`
  mutation AddEvaluationDocument($evaluationId: ID!, $input: EvaluationDocumentInput!) {
    addEvaluationDocument(evaluationId: $evaluationId, input: $input) {
      ...DocumentsTab_document
    }
  }
`);

export const UpdateDocumentMutation = graphql(`
  mutation UpdateEvaluationDocument(
    $evaluationId: ID!
    $id: ID!
    $input: UpdateEvaluationDocumentInput!
  ) {
    updateEvaluationDocument(evaluationId: $evaluationId, id: $id, input: $input) {
      ...DocumentsTab_document
    }
  }
`);

export const RemoveDocumentMutation = graphql(`
  mutation RemoveEvaluationDocument($evaluationId: ID!, $id: ID!) {
    removeEvaluationDocument(evaluationId: $evaluationId, id: $id)
  }
`);
