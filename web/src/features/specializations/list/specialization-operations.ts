// The GraphQL documents of the specializations screen: a page of rows, create, rename, delete
// several, and where one specialization is used (the server deletes the links along with it, so
// the screen refuses to delete a specialization that is still linked).
import { graphql } from '../../../gql';

export const SpecializationsListQuery = graphql(`
  query CmsSpecializationsList(
    $filter: SpecializationFilter
    $sort: [SpecializationSort!]
    $page: Int!
    $limit: Int!
  ) {
    specializations(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      data {
        id
        title
        updatedAt
      }
      pageInfo {
        ...ListPage_pageInfo
      }
    }
  }
`);

export const CreateSpecializationMutation = graphql(`
  mutation CmsCreateSpecialization($input: CreateSpecializationInput!) {
    createSpecialization(input: $input) {
      id
      title
    }
  }
`);

export const RenameSpecializationMutation = graphql(`
  mutation CmsRenameSpecialization($id: ID!, $input: UpdateSpecializationInput!) {
    updateSpecialization(id: $id, input: $input) {
      id
      title
      updatedAt
    }
  }
`);

export const DeleteSpecializationsMutation = graphql(`
  mutation CmsDeleteSpecializations($ids: [ID!]!) {
    deleteSpecializations(ids: $ids)
  }
`);

export const SpecializationUsageQuery = graphql(`
  query CmsSpecializationUsage($ids: [ID!]!) {
    evaluations(filter: { specializationId: $ids }, limit: 3) {
      data {
        id
        title
      }
      pageInfo {
        total
      }
    }
    associations(filter: { specializationId: $ids }, limit: 3) {
      data {
        id
        title
      }
      pageInfo {
        total
      }
    }
    programs(filter: { specializationId: $ids }, limit: 3) {
      data {
        id
        title
      }
      pageInfo {
        total
      }
    }
    trialBureaus(filter: { specializationId: $ids }, limit: 3) {
      data {
        id
        name
      }
      pageInfo {
        total
      }
    }
  }
`);
