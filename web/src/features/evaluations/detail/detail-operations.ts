// The one request of the evaluation page: by slug, and by id too when the parameter is all digits
// (see evaluation-key.ts); each part of the page brings its own fragment.
import { graphql } from '../../../gql';

export const EvaluationDetailQuery = graphql(`
  query EvaluationDetail($slug: String!, $id: ID, $withId: Boolean!) {
    bySlug: evaluation(slug: $slug) {
      ...EvaluationDetail_evaluation
    }
    byId: evaluation(id: $id) @include(if: $withId) {
      ...EvaluationDetail_evaluation
    }
  }
`);

export const EvaluationDetailFragment = graphql(`
  fragment EvaluationDetail_evaluation on Evaluation {
    id
    title
    url
    updatedAt
    vimeoId
    ...EvaluationFacts_evaluation
    ...EvaluationContent_evaluation
    ...EvaluationPeopleDocuments_evaluation
    ...EvaluationLinksRelated_evaluation
    ...EvaluationInclusion_evaluation
  }
`);
