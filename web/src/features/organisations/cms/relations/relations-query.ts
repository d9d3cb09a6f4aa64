// The relation tabs' one query for what every kind has: the organisation's documents (the kit
// documents tab's fields), settings and care evaluations, of which each tab reads its own share
// (posts and events, with a program's downloads, have their own queries).
import { graphql } from '../../../../gql';

export const OrganisationRelationsQuery = graphql(`
  query CmsOrganisationRelations($kind: OrganisationKind!, $id: ID!) {
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
    }
  }
`);
