// The GraphQL documents of the centers screens: a page of centers (with address and counts), one
// center for the form, create/update/delete, a new address, and the Dutch postcode look-up.
import { graphql } from '../../../gql';

export const CenterRowFragment = graphql(`
  fragment CenterRow_center on Center {
    id
    title
    type
    dataCount
    evaluationCount
    address {
      id
      street
      number
      numberAdd
      postcode
      city
      countryId
    }
  }
`);

export const CentersListQuery = graphql(`
  query CmsCentersList($filter: CenterFilter, $sort: [CenterSort!], $page: Int!, $limit: Int!) {
    centers(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      data {
        id
        ...CenterRow_center
      }
      pageInfo {
        ...ListPage_pageInfo
      }
    }
  }
`);

export const CreateCenterMutation = graphql(`
  mutation CmsCreateCenter($input: CreateCenterInput!) {
    createCenter(input: $input) {
      id
      ...CenterRow_center
    }
  }
`);

export const UpdateCenterMutation = graphql(`
  mutation CmsUpdateCenter($id: ID!, $input: UpdateCenterInput!) {
    updateCenter(id: $id, input: $input) {
      id
      ...CenterRow_center
    }
  }
`);

export const DeleteCentersMutation = graphql(`
  mutation CmsDeleteCenters($ids: [ID!]!) {
    deleteCenters(ids: $ids)
  }
`);

export const CreateCenterAddressMutation = graphql(`
  mutation CmsCreateCenterAddress($input: CreateAddressInput!) {
    createAddress(input: $input) {
      id
    }
  }
`);

export const CenterAddressLookupQuery = graphql(`
  query CmsCenterAddressLookup($input: AddressLookupInput!) {
    addressLookup(input: $input) {
      street
      city
      postcode
      number
      numberAdd
      countryId
    }
  }
`);
