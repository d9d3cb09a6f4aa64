// The part tabs' mutations, for every kind: documents (add, update, remove) and settings (merge).
import { graphql } from '../../../../gql';

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

export const UpdateOrganisationSettingsMutation = graphql(`
  mutation CmsUpdateOrganisationSettings(
    $kind: OrganisationKind!
    $ownerId: ID!
    $values: JSON!
  ) {
    settings: updateOrganisationSettings(kind: $kind, ownerId: $ownerId, values: $values) {
      id
      key
      value
    }
  }
`);
