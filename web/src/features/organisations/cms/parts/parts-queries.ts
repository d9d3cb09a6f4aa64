// The part tabs' one query, for every kind: the organisation's documents (the kit documents tab's
// fields), settings and care evaluations, which every part tab reads its own share of (a program's
// downloads are events: the events query's).
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
    }
  }
`);
