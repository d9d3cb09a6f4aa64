// The part tabs' mutations, for every kind: documents (add, update, remove), settings (merge) and
// a program's downloads (events of type DOWNLOAD: add, update, remove).
import { graphql } from '../../../../gql';

export const AddOrganisationDocumentMutation = graphql(`
  mutation CmsAddOrganisationDocument(
    $kind: OrganisationKind!
    $ownerId: ID!
    $input: OrganisationDocumentInput!
  ) {
    document: addOrganisationDocument(kind: $kind, ownerId: $ownerId, input: $input) {
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
  }
`);

export const UpdateOrganisationDocumentMutation = graphql(`
  mutation CmsUpdateOrganisationDocument(
    $kind: OrganisationKind!
    $ownerId: ID!
    $id: ID!
    $input: UpdateOrganisationDocumentInput!
  ) {
    document: updateOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {
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
  }
`);

export const RemoveOrganisationDocumentMutation = graphql(`
  mutation CmsRemoveOrganisationDocument($kind: OrganisationKind!, $ownerId: ID!, $id: ID!) {
    removed: removeOrganisationDocument(kind: $kind, ownerId: $ownerId, id: $id)
  }
`);

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

export const AddDownloadMutation = graphql(`
  mutation CmsAddDownload($kind: PublishingOrganisationKind!, $ownerId: ID!, $input: EventInput!) {
    download: addOrganisationEvent(kind: $kind, ownerId: $ownerId, input: $input) {
      id
      type
      title
      url
      date
    }
  }
`);

export const UpdateDownloadMutation = graphql(`
  mutation CmsUpdateDownload(
    $kind: PublishingOrganisationKind!
    $ownerId: ID!
    $id: ID!
    $input: UpdateEventInput!
  ) {
    download: updateOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {
      id
      type
      title
      url
      date
    }
  }
`);

export const RemoveDownloadMutation = graphql(`
  mutation CmsRemoveDownload($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {
    removed: removeOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id)
  }
`);
