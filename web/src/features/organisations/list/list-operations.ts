// The GraphQL documents of the association and program lists, and the specializations to filter on.
import { graphql } from '../../../gql';

export const AssociationsListQuery = graphql(`
  query AssociationsList(
    $filter: AssociationFilter
    $sort: [AssociationSort!]
    $page: Int!
    $limit: Int!
  ) {
    associations(filter: $filter, sort: $sort, page: $page, limit: $limit) {
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
        currentPage
        lastPage
        total
      }
    }
  }
`);

export const ProgramsListQuery = graphql(`
  query ProgramsList($filter: ProgramFilter, $sort: [ProgramSort!], $page: Int!, $limit: Int!) {
    programs(filter: $filter, sort: $sort, page: $page, limit: $limit) {
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
        currentPage
        lastPage
        total
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
