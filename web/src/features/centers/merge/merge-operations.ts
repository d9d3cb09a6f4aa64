// The GraphQL documents of the merge screen: the chosen centers with their counts, a search for
// centers by name, and the merge itself (one transaction on the server).
import { graphql } from '../../../gql';

export const MergeCenterFragment = graphql(`
  fragment MergeCenter_center on Center {
    id
    title
    type
    dataCount
    evaluationCount
  }
`);

export const MergeChosenCentersQuery = graphql(`
  query CmsMergeChosenCenters($ids: [ID!]!) {
    centers(filter: { ids: $ids }, limit: 100) {
      data {
        id
        ...MergeCenter_center
      }
    }
  }
`);

export const MergeCenterSearchQuery = graphql(`
  query CmsMergeCenterSearch($search: String!) {
    centers(filter: { search: $search }, limit: 20) {
      data {
        id
        title
      }
    }
  }
`);

export const MergeCentersMutation = graphql(`
  mutation CmsMergeCenters($targetId: ID!, $sourceIds: [ID!]!) {
    mergeCenters(targetId: $targetId, sourceIds: $sourceIds) {
      id
      ...MergeCenter_center
    }
  }
`);
