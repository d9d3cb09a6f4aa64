// The part tabs' one query, for every kind: the organisation's documents (the kit documents tab's
// fields), settings and care evaluations, and a program's downloads (its events; the download tab
// keeps those of type DOWNLOAD), which every part tab reads its own share of.
import { graphql } from '../../../../gql';

export const OrganisationPartsQuery = graphql(`
  query CmsOrganisationParts($kind: OrganisationKind!, $id: ID!) {
    owner: organisation(kind: $kind, id: $id) {
      id
      documents {
        ...DocumentsRelation_document
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
      ... on Program {
        downloads: events {
          id
          type
          title
          url
          date
          file {
            ...StoredFile_file
          }
        }
      }
    }
  }
`);
