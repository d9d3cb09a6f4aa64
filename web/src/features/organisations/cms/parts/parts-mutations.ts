// The part tabs' mutations per kind: documents (add, update, remove), settings (merge) and a
// program's downloads (events of type DOWNLOAD: add, update, remove).
import { graphql } from '../../../../gql';

export const AddAssociationDocumentMutation = graphql(`
  mutation CmsAddAssociationDocument($ownerId: ID!, $input: OrganisationDocumentInput!) {
    document: addAssociationDocument(ownerId: $ownerId, input: $input) {
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

export const UpdateAssociationDocumentMutation = graphql(`
  mutation CmsUpdateAssociationDocument(
    $ownerId: ID!
    $id: ID!
    $input: UpdateOrganisationDocumentInput!
  ) {
    document: updateAssociationDocument(ownerId: $ownerId, id: $id, input: $input) {
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

export const RemoveAssociationDocumentMutation = graphql(`
  mutation CmsRemoveAssociationDocument($ownerId: ID!, $id: ID!) {
    removed: removeAssociationDocument(ownerId: $ownerId, id: $id)
  }
`);

export const UpdateAssociationSettingsMutation = graphql(`
  mutation CmsUpdateAssociationSettings($ownerId: ID!, $values: JSON!) {
    settings: updateAssociationSettings(ownerId: $ownerId, values: $values) {
      id
      key
      value
    }
  }
`);

export const AddProgramDocumentMutation = graphql(`
  mutation CmsAddProgramDocument($ownerId: ID!, $input: OrganisationDocumentInput!) {
    document: addProgramDocument(ownerId: $ownerId, input: $input) {
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

export const UpdateProgramDocumentMutation = graphql(`
  mutation CmsUpdateProgramDocument(
    $ownerId: ID!
    $id: ID!
    $input: UpdateOrganisationDocumentInput!
  ) {
    document: updateProgramDocument(ownerId: $ownerId, id: $id, input: $input) {
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

export const RemoveProgramDocumentMutation = graphql(`
  mutation CmsRemoveProgramDocument($ownerId: ID!, $id: ID!) {
    removed: removeProgramDocument(ownerId: $ownerId, id: $id)
  }
`);

export const UpdateProgramSettingsMutation = graphql(`
  mutation CmsUpdateProgramSettings($ownerId: ID!, $values: JSON!) {
    settings: updateProgramSettings(ownerId: $ownerId, values: $values) {
      id
      key
      value
    }
  }
`);

export const AddProgramDownloadMutation = graphql(`
  mutation CmsAddProgramDownload($ownerId: ID!, $input: EventInput!) {
    download: addProgramEvent(ownerId: $ownerId, input: $input) {
      id
      type
      title
      url
      date
    }
  }
`);

export const UpdateProgramDownloadMutation = graphql(`
  mutation CmsUpdateProgramDownload($ownerId: ID!, $id: ID!, $input: UpdateEventInput!) {
    download: updateProgramEvent(ownerId: $ownerId, id: $id, input: $input) {
      id
      type
      title
      url
      date
    }
  }
`);

export const RemoveProgramDownloadMutation = graphql(`
  mutation CmsRemoveProgramDownload($ownerId: ID!, $id: ID!) {
    removed: removeProgramEvent(ownerId: $ownerId, id: $id)
  }
`);

export const AddTrialBureauDocumentMutation = graphql(`
  mutation CmsAddTrialBureauDocument($ownerId: ID!, $input: OrganisationDocumentInput!) {
    document: addTrialBureauDocument(ownerId: $ownerId, input: $input) {
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

export const UpdateTrialBureauDocumentMutation = graphql(`
  mutation CmsUpdateTrialBureauDocument(
    $ownerId: ID!
    $id: ID!
    $input: UpdateOrganisationDocumentInput!
  ) {
    document: updateTrialBureauDocument(ownerId: $ownerId, id: $id, input: $input) {
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

export const RemoveTrialBureauDocumentMutation = graphql(`
  mutation CmsRemoveTrialBureauDocument($ownerId: ID!, $id: ID!) {
    removed: removeTrialBureauDocument(ownerId: $ownerId, id: $id)
  }
`);

export const UpdateTrialBureauSettingsMutation = graphql(`
  mutation CmsUpdateTrialBureauSettings($ownerId: ID!, $values: JSON!) {
    settings: updateTrialBureauSettings(ownerId: $ownerId, values: $values) {
      id
      key
      value
    }
  }
`);
