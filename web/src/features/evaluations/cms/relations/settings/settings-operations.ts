// The key/value settings tab's data: the evaluation's settings and the one mutation that merges
// changes into them (a key with null is removed).
import { graphql } from '../../../../../gql';

export const SettingFragment = graphql(`
  fragment KeySettingsTab_setting on Setting {
    id
    key
    value
  }
`);

export const SettingsQuery = graphql(`
  query EvaluationKeySettings($id: ID!) {
    evaluation(id: $id) {
      id
      settings {
        ...KeySettingsTab_setting
      }
    }
  }
`);

export const UpdateSettingsMutation = graphql(`
  mutation UpdateEvaluationKeySettings($evaluationId: ID!, $values: JSON!) {
    updateEvaluationSettings(evaluationId: $evaluationId, values: $values) {
      ...KeySettingsTab_setting
    }
  }
`);
