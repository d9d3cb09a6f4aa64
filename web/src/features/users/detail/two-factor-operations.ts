// The GraphQL operations of "Mijn account"'s two-step verification: status, set-up, turning off.
import { graphql } from '../../../gql';

export const TwoFactorStatusQuery = graphql(`
  query TwoFactorStatus {
    twoFactor {
      enabled
      available
      recoveryCodesLeft
    }
  }
`);

export const BeginTwoFactorSetupMutation = graphql(`
  mutation BeginTwoFactorSetup {
    beginTwoFactorSetup {
      secret
      qrCode
    }
  }
`);

export const ConfirmTwoFactorSetupMutation = graphql(`
  mutation ConfirmTwoFactorSetup($code: String!) {
    confirmTwoFactorSetup(code: $code)
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($code: String, $password: String) {
    disableTwoFactor(code: $code, password: $password)
  }
`);
