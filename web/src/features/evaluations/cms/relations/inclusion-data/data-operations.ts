// The inclusion-data tab's request (the evaluation's start and its month/centre rows), the centre
// search of the "add centre" picker and the three mutations on the rows.
import { graphql } from '../../../../../gql';

export const EvaluationDataQuery = graphql(`
  query EvaluationDataTab($id: ID!) {
    evaluation(id: $id) {
      id
      startsAt
      data {
        id
        date
        sampleSize
        centerId
        center {
          id
          title
        }
      }
    }
  }
`);

export const DataTabCentersQuery = graphql(`
  query DataTabCenters($search: String!) {
    centers(filter: { search: $search }, limit: 20, sort: [{ field: TITLE }]) {
      data {
        id
        title
      }
    }
  }
`);

export const AddEvaluationDataMutation = graphql(`
  mutation AddEvaluationData($evaluationId: ID!, $input: EvaluationDataInput!) {
    addEvaluationData(evaluationId: $evaluationId, input: $input) {
      id
      date
      sampleSize
      centerId
    }
  }
`);

export const UpdateEvaluationDataMutation = graphql(`
  mutation UpdateEvaluationData($evaluationId: ID!, $id: ID!, $input: UpdateEvaluationDataInput!) {
    updateEvaluationData(evaluationId: $evaluationId, id: $id, input: $input) {
      id
      sampleSize
    }
  }
`);

export const RemoveEvaluationDataMutation = graphql(`
  mutation RemoveEvaluationData($evaluationId: ID!, $id: ID!) {
    removeEvaluationData(evaluationId: $evaluationId, id: $id)
  }
`);
