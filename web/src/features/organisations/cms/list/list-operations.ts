// The GraphQL documents of the CMS organisation lists, one set for the three kinds: one page of
// rows (a trial bureau's name is the interface's `title`), creating a record from its name, and
// deleting several at once.
import { graphql } from '../../../../gql';

export const CmsOrganisationsListQuery = graphql(`
  query CmsOrganisationsList(
    $kind: OrganisationKind!
    $filter: OrganisationFilter
    $sort: [OrganisationSort!]
    $page: Int!
    $limit: Int!
  ) {
    list: organisations(kind: $kind, filter: $filter, sort: $sort, page: $page, limit: $limit) {
      data {
        id
        title
        abbreviation
        updatedAt
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

export const CreateOrganisationMutation = graphql(`
  mutation CmsCreateOrganisation($kind: OrganisationKind!, $title: String!) {
    created: createOrganisation(kind: $kind, input: { title: $title }) {
      id
    }
  }
`);

export const DeleteOrganisationsMutation = graphql(`
  mutation CmsDeleteOrganisations($kind: OrganisationKind!, $ids: [ID!]!) {
    deleted: deleteOrganisations(kind: $kind, ids: $ids)
  }
`);
