// The news tab's data: the evaluation's posts (the owned posts tab's fields) and the mutations.
import { graphql } from '../../../../../gql';

export const PostsQuery = graphql(`
  query EvaluationPosts($id: ID!) {
    evaluation(id: $id) {
      id
      posts {
        ...OwnedPost_post
      }
    }
  }
`);

export const AddPostMutation = graphql(`
  mutation AddEvaluationPost($evaluationId: ID!, $input: PostInput!) {
    addEvaluationPost(evaluationId: $evaluationId, input: $input) {
      ...OwnedPost_post
    }
  }
`);

export const UpdatePostMutation = graphql(`
  mutation UpdateEvaluationPost($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationPostInput!) {
    updateEvaluationPost(evaluationId: $evaluationId, id: $id, input: $input) {
      ...OwnedPost_post
    }
  }
`);

export const RemovePostMutation = graphql(`
  mutation RemoveEvaluationPost($evaluationId: ID!, $id: ID!) {
    removeEvaluationPost(evaluationId: $evaluationId, id: $id)
  }
`);
