// The GraphQL document of the activation mail (admin).
import { graphql } from '../../../gql';

export const SendActivationMutation = graphql(`
  mutation CmsSendActivation($userId: ID!) {
    sendActivation(userId: $userId)
  }
`);
