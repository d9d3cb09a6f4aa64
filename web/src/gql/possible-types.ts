
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Organisation": [
      "Association",
      "Program",
      "TrialBureau"
    ],
    "PublishingOrganisation": [
      "Association",
      "Program"
    ],
    "SignInResult": [
      "AuthTokens",
      "TwoFactorChallenge"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Organisation": [
      "Association",
      "Program",
      "TrialBureau"
    ],
    "PublishingOrganisation": [
      "Association",
      "Program"
    ],
    "SignInResult": [
      "AuthTokens",
      "TwoFactorChallenge"
    ]
  }
};
      export default result;
    