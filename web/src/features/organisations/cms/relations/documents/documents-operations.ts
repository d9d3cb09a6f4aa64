// The documents tab's writes, for every kind: add, update and remove (the documents themselves are
// the relations query's).
import { graphql } from '../../../../../gql';

export const documentWrites = {
  add: graphql(`
    mutation CmsAddOrganisationDocument(
      $kind: OrganisationKind!
      $ownerId: ID!
      $input: OrganisationDocumentInput!
    ) {
      document: addOrganisationDocument(kind: $kind, ownerId: $ownerId, input: $input) {
        ...DocumentsRelation_document
      }
    }
  `),
  update: graphql(`
    mutation CmsUpdateOrganisationDocument(
      $kind: OrganisationKind!
      $ownerId: ID!
      $id: ID!
      $input: UpdateOrganisationDocumentInput!
    ) {
      document: updateOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {
        ...DocumentsRelation_document
      }
    }
  `),
  remove: graphql(`
    mutation CmsRemoveOrganisationDocument($kind: OrganisationKind!, $ownerId: ID!, $id: ID!) {
      removed: removeOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id)
    }
  `),
};
