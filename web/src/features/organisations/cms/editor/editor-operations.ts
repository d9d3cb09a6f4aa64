// The editor's documents, one set for the three kinds: the organisation with every field the form
// edits (a trial bureau's name is the interface's `title`) with the specializations to choose
// from, the update (answering with the saved record) and the delete.
import { graphql } from '../../../../gql';

export const OrganisationEditorFragment = graphql(`
  fragment OrganisationEditor_organisation on Organisation {
    __typename
    id
    version
    title
    abbreviation
    description
    about
    contact
    url
    updatedAt
    logo {
      id
      url
      name
      mimeType
      size
    }
    banner {
      id
      url
      name
      mimeType
      size
    }
    specializations {
      id
    }
  }
`);

export const OrganisationEditorQuery = graphql(`
  query CmsOrganisationEditor($kind: OrganisationKind!, $id: ID!) {
    record: organisation(kind: $kind, id: $id) {
      id
      ...OrganisationEditor_organisation
    }
    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {
      data {
        id
        title
      }
    }
  }
`);

export const UpdateOrganisationMutation = graphql(`
  mutation CmsUpdateOrganisation(
    $kind: OrganisationKind!
    $id: ID!
    $input: UpdateOrganisationInput!
    $version: Int
  ) {
    record: updateOrganisation(kind: $kind, id: $id, input: $input, version: $version) {
      id
      ...OrganisationEditor_organisation
    }
  }
`);

export const DeleteOrganisationMutation = graphql(`
  mutation CmsDeleteOrganisation($kind: OrganisationKind!, $id: ID!) {
    deleted: deleteOrganisation(kind: $kind, id: $id)
  }
`);
