// The editor's documents per kind: the record with every field the form edits (the trial
// bureau's `name` is read as `title`, so the three answer in one shape) with the specializations
// to choose from, the update (answering with the saved record) and the delete.
import { graphql } from '../../../../gql';

export const AssociationEditorQuery = graphql(`
  query CmsAssociationEditor($id: ID!) {
    record: association(id: $id) {
      id
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
    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {
      data {
        id
        title
      }
    }
  }
`);

export const UpdateAssociationMutation = graphql(`
  mutation CmsUpdateAssociation($id: ID!, $input: UpdateAssociationInput!) {
    record: updateAssociation(id: $id, input: $input) {
      id
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
  }
`);

export const DeleteAssociationMutation = graphql(`
  mutation CmsDeleteAssociation($id: ID!) {
    deleted: deleteAssociation(id: $id)
  }
`);

export const ProgramEditorQuery = graphql(`
  query CmsProgramEditor($id: ID!) {
    record: program(id: $id) {
      id
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
    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {
      data {
        id
        title
      }
    }
  }
`);

export const UpdateProgramMutation = graphql(`
  mutation CmsUpdateProgram($id: ID!, $input: UpdateProgramInput!) {
    record: updateProgram(id: $id, input: $input) {
      id
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
  }
`);

export const DeleteProgramMutation = graphql(`
  mutation CmsDeleteProgram($id: ID!) {
    deleted: deleteProgram(id: $id)
  }
`);

export const TrialBureauEditorQuery = graphql(`
  query CmsTrialBureauEditor($id: ID!) {
    record: trialBureau(id: $id) {
      id
      title: name
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
    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {
      data {
        id
        title
      }
    }
  }
`);

export const UpdateTrialBureauMutation = graphql(`
  mutation CmsUpdateTrialBureau($id: ID!, $input: UpdateTrialBureauInput!) {
    record: updateTrialBureau(id: $id, input: $input) {
      id
      title: name
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
  }
`);

export const DeleteTrialBureauMutation = graphql(`
  mutation CmsDeleteTrialBureau($id: ID!) {
    deleted: deleteTrialBureau(id: $id)
  }
`);
