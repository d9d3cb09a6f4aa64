// The sections tab's data: the evaluation's sections and the three mutations that change them.
import { graphql } from '../../../../../gql';

export const SectionFragment = graphql(`
  fragment SectionsTab_applicable on Applicable {
    id
    type
    content
    isVisible
    status
  }
`);

export const SectionsQuery = graphql(`
  query EvaluationSections($id: ID!) {
    evaluation(id: $id) {
      id
      applicables {
        ...SectionsTab_applicable
      }
    }
  }
`);

export const sectionWrites = {
  add: graphql(`
    mutation AddEvaluationSection($evaluationId: ID!, $input: ApplicableInput!) {
      addEvaluationApplicable(evaluationId: $evaluationId, input: $input) {
        ...SectionsTab_applicable
      }
    }
  `),
  update: graphql(`
    mutation UpdateEvaluationSection($evaluationId: ID!, $id: ID!, $input: UpdateApplicableInput!) {
      updateEvaluationApplicable(evaluationId: $evaluationId, id: $id, input: $input) {
        ...SectionsTab_applicable
      }
    }
  `),
  remove: graphql(`
    mutation RemoveEvaluationSection($evaluationId: ID!, $id: ID!) {
      removeEvaluationApplicable(evaluationId: $evaluationId, id: $id)
    }
  `),
};
