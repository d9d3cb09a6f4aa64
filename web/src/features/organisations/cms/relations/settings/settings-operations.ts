// The settings tab's one write, for every kind: merge changes into the settings (a key with null
// is removed).
import { graphql } from '../../../../../gql';

export const UpdateOrganisationSettingsMutation = graphql(`
  mutation CmsUpdateOrganisationSettings(
    $kind: OrganisationKind!
    $ownerId: ID!
    $values: JSON!
  ) {
    settings: updateOrganisationSettings(kind: $kind, ownerId: $ownerId, values: $values) {
      id
      key
      value
    }
  }
`);
