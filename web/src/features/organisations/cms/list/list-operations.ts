// The GraphQL documents of the CMS organisation lists, per kind: one page of rows (the trial
// bureau's `name` is read as `title`, so the three answer in one shape), creating a record from
// its name, and deleting several at once.
import { graphql } from '../../../../gql';

export const CmsAssociationsListQuery = graphql(`
  query CmsAssociationsList(
    $filter: AssociationFilter
    $sort: [AssociationSort!]
    $page: Int!
    $limit: Int!
  ) {
    list: associations(filter: $filter, sort: $sort, page: $page, limit: $limit) {
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
        currentPage
        lastPage
        total
      }
    }
  }
`);

export const CmsProgramsListQuery = graphql(`
  query CmsProgramsList($filter: ProgramFilter, $sort: [ProgramSort!], $page: Int!, $limit: Int!) {
    list: programs(filter: $filter, sort: $sort, page: $page, limit: $limit) {
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
        currentPage
        lastPage
        total
      }
    }
  }
`);

export const CmsTrialBureausListQuery = graphql(`
  query CmsTrialBureausList(
    $filter: TrialBureauFilter
    $sort: [TrialBureauSort!]
    $page: Int!
    $limit: Int!
  ) {
    list: trialBureaus(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      data {
        id
        title: name
        abbreviation
        updatedAt
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

export const CreateAssociationMutation = graphql(`
  mutation CmsCreateAssociation($title: String!) {
    created: createAssociation(input: { title: $title }) {
      id
    }
  }
`);

export const CreateProgramMutation = graphql(`
  mutation CmsCreateProgram($title: String!) {
    created: createProgram(input: { title: $title }) {
      id
    }
  }
`);

export const CreateTrialBureauMutation = graphql(`
  mutation CmsCreateTrialBureau($title: String!) {
    created: createTrialBureau(input: { name: $title }) {
      id
    }
  }
`);

export const DeleteAssociationsMutation = graphql(`
  mutation CmsDeleteAssociations($ids: [ID!]!) {
    deleted: deleteAssociations(ids: $ids)
  }
`);

export const DeleteProgramsMutation = graphql(`
  mutation CmsDeletePrograms($ids: [ID!]!) {
    deleted: deletePrograms(ids: $ids)
  }
`);

export const DeleteTrialBureausMutation = graphql(`
  mutation CmsDeleteTrialBureaus($ids: [ID!]!) {
    deleted: deleteTrialBureaus(ids: $ids)
  }
`);
