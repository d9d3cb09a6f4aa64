// The participants tab's data: the planned participants and the mutations that change them.
import { graphql } from '../../../../../gql';

export const ParticipantFragment = graphql(`
  fragment ParticipantsTab_participant on Participant {
    id
    type
    amount
    description
  }
`);

export const ParticipantsQuery = graphql(`
  query EvaluationParticipants($id: ID!) {
    evaluation(id: $id) {
      id
      participants {
        ...ParticipantsTab_participant
      }
    }
  }
`);

export const participantWrites = {
  add: graphql(`
    mutation AddEvaluationParticipant($evaluationId: ID!, $input: ParticipantInput!) {
      addEvaluationParticipant(evaluationId: $evaluationId, input: $input) {
        ...ParticipantsTab_participant
      }
    }
  `),
  update: graphql(`
    mutation UpdateEvaluationParticipant(
      $evaluationId: ID!
      $id: ID!
      $input: UpdateParticipantInput!
    ) {
      updateEvaluationParticipant(evaluationId: $evaluationId, id: $id, input: $input) {
        ...ParticipantsTab_participant
      }
    }
  `),
  remove: graphql(`
    mutation RemoveEvaluationParticipant($evaluationId: ID!, $id: ID!) {
      removeEvaluationParticipant(evaluationId: $evaluationId, id: $id)
    }
  `),
};
