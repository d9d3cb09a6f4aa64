// The news tab's data: the evaluation's posts (the kit posts tab's fields) and the mutations.
import { graphql } from '../../../../../gql';

export const PostsQuery = graphql(`
  query EvaluationPosts($id: ID!) {
    evaluation(id: $id) {
      id
      posts {
        ...PostsRelation_post
      }
    }
  }
`);

export const postWrites = {
  add: graphql(`
    mutation AddEvaluationPost($evaluationId: ID!, $input: PostInput!) {
      addEvaluationPost(evaluationId: $evaluationId, input: $input) {
        ...PostsRelation_post
      }
    }
  `),
  update: graphql(`
    mutation UpdateEvaluationPost($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationPostInput!) {
      updateEvaluationPost(evaluationId: $evaluationId, id: $id, input: $input) {
        ...PostsRelation_post
      }
    }
  `),
  remove: graphql(`
    mutation RemoveEvaluationPost($evaluationId: ID!, $id: ID!) {
      removeEvaluationPost(evaluationId: $evaluationId, id: $id)
    }
  `),
};
