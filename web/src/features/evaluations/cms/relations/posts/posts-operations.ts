// The news tab's data: the evaluation's posts with their images, and the mutations.
import { graphql } from '../../../../../gql';

export const PostFragment = graphql(`
  fragment PostsTab_post on Post {
    id
    title
    content
    publishAt
    isPinned
    image {
      id
      url
      name
      mimeType
      size
    }
  }
`);

export const PostsQuery = graphql(`
  query EvaluationPosts($id: ID!) {
    evaluation(id: $id) {
      id
      posts {
        ...PostsTab_post
      }
    }
  }
`);

export const AddPostMutation = graphql(`
  mutation AddEvaluationPost($evaluationId: ID!, $input: PostInput!) {
    addEvaluationPost(evaluationId: $evaluationId, input: $input) {
      ...PostsTab_post
    }
  }
`);

export const UpdatePostMutation = graphql(`
  mutation UpdateEvaluationPost($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationPostInput!) {
    updateEvaluationPost(evaluationId: $evaluationId, id: $id, input: $input) {
      ...PostsTab_post
    }
  }
`);

export const RemovePostMutation = graphql(`
  mutation RemoveEvaluationPost($evaluationId: ID!, $id: ID!) {
    removeEvaluationPost(evaluationId: $evaluationId, id: $id)
  }
`);
