// The GraphQL documents of the association and program lists (one list query taking the kind), and
// the specializations to filter on.
import { graphql } from '../../../gql';

export const OrganisationsListQuery = graphql(`
  query OrganisationsList(
    $kind: OrganisationKind!
    $filter: OrganisationFilter
    $sort: [OrganisationSort!]
    $page: Int!
    $limit: Int!
  ) {
    organisations(kind: $kind, filter: $filter, sort: $sort, page: $page, limit: $limit) {
      data {
        id
        title
        abbreviation
        description
        logo {
          id
          url
        }
        evaluations {
          id
        }
      }
      pageInfo {
        ...ListPage_pageInfo
      }
    }
  }
`);

export const SpecializationChoicesQuery = graphql(`
  query SpecializationChoices {
    specializations(limit: 100, sort: [{ field: TITLE, direction: ASC }]) {
      data {
        id
        title
      }
    }
  }
`);
