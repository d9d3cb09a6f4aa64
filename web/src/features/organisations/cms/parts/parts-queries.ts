// The part tabs' one query per kind: the organisation's documents, settings, downloads (events;
// the download tab keeps those of type DOWNLOAD; the trial bureau has no events) and care
// evaluations, which every part tab reads its own share of.
import { graphql } from '../../../../gql';

export const AssociationPartsQuery = graphql(`
  query CmsAssociationParts($id: ID!) {
    owner: association(id: $id) {
      id
      documents {
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
      settings {
        id
        key
        value
      }
      downloads: events {
        id
        type
        title
        url
        date
        file {
          id
          url
          name
          mimeType
          size
        }
      }
      evaluations {
        id
        title
        status
      }
    }
  }
`);

export const ProgramPartsQuery = graphql(`
  query CmsProgramParts($id: ID!) {
    owner: program(id: $id) {
      id
      documents {
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
      settings {
        id
        key
        value
      }
      downloads: events {
        id
        type
        title
        url
        date
        file {
          id
          url
          name
          mimeType
          size
        }
      }
      evaluations {
        id
        title
        status
      }
    }
  }
`);

export const TrialBureauPartsQuery = graphql(`
  query CmsTrialBureauParts($id: ID!) {
    owner: trialBureau(id: $id) {
      id
      documents {
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
      settings {
        id
        key
        value
      }
      evaluations {
        id
        title
        status
      }
    }
  }
`);
