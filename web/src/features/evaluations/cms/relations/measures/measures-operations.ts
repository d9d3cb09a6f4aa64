// The measures tab's data: the outcome measures and the mutations that change them.
import { graphql } from '../../../../../gql';

export const MeasureFragment = graphql(`
  fragment MeasuresTab_measure on Measure {
    id
    title
    description
    position
  }
`);

export const MeasuresQuery = graphql(`
  query EvaluationMeasures($id: ID!) {
    evaluation(id: $id) {
      id
      measures {
        ...MeasuresTab_measure
      }
    }
  }
`);

export const measureWrites = {
  add: graphql(`
    mutation AddEvaluationMeasure($evaluationId: ID!, $input: MeasureInput!) {
      addEvaluationMeasure(evaluationId: $evaluationId, input: $input) {
        ...MeasuresTab_measure
      }
    }
  `),
  update: graphql(`
    mutation UpdateEvaluationMeasure($evaluationId: ID!, $id: ID!, $input: UpdateMeasureInput!) {
      updateEvaluationMeasure(evaluationId: $evaluationId, id: $id, input: $input) {
        ...MeasuresTab_measure
      }
    }
  `),
  remove: graphql(`
    mutation RemoveEvaluationMeasure($evaluationId: ID!, $id: ID!) {
      removeEvaluationMeasure(evaluationId: $evaluationId, id: $id)
    }
  `),
};
