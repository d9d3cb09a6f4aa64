// The People tab's request (the evaluation's people with their cards), the user directory search
// and the three mutations on an evaluation's people.
import { graphql } from '../../../../../gql';

export const EvaluationPeopleQuery = graphql(`
  query EvaluationPeopleTab($id: ID!) {
    evaluation(id: $id) {
      id
      people {
        id
        userId
        contactFunction
        user {
          id
          name
          title
        }
      }
    }
  }
`);

export const UserDirectoryQuery = graphql(`
  query PeopleTabUserDirectory($search: String!) {
    userDirectory(search: $search, limit: 10) {
      id
      name
      title
      organisation
    }
  }
`);

export const AddEvaluationPersonMutation = graphql(`
  mutation AddEvaluationPerson($evaluationId: ID!, $input: EvaluationPersonInput!) {
    addEvaluationPerson(evaluationId: $evaluationId, input: $input) {
      id
      userId
      contactFunction
    }
  }
`);

export const UpdateEvaluationPersonMutation = graphql(`
  mutation UpdateEvaluationPerson(
    $evaluationId: ID!
    $id: ID!
    $input: UpdateEvaluationPersonInput!
  ) {
    updateEvaluationPerson(evaluationId: $evaluationId, id: $id, input: $input) {
      id
      contactFunction
    }
  }
`);

export const RemoveEvaluationPersonMutation = graphql(`
  mutation RemoveEvaluationPerson($evaluationId: ID!, $id: ID!) {
    removeEvaluationPerson(evaluationId: $evaluationId, id: $id)
  }
`);
