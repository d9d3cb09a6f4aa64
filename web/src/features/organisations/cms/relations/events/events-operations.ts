// The events relation of an association or a program, for its two tabs: the calendar's events (the
// kit events tab's fields) and the downloads (events of type DOWNLOAD, with their file), and their
// add, update and remove, one set for both kinds.
import { graphql } from '../../../../../gql';

export const OrganisationEventsQuery = graphql(`
  query CmsOrganisationEvents($kind: OrganisationKind!, $id: ID!) {
    organisation(kind: $kind, id: $id) {
      id
      ... on PublishingOrganisation {
        events {
          ...EventsRelation_event
          ...DownloadsTab_download
        }
      }
    }
  }
`);

export const eventWrites = {
  add: graphql(`
    mutation AddOrganisationEvent(
      $kind: PublishingOrganisationKind!
      $ownerId: ID!
      $input: EventInput!
    ) {
      addOrganisationEvent(kind: $kind, ownerId: $ownerId, input: $input) {
        ...EventsRelation_event
        ...DownloadsTab_download
      }
    }
  `),
  update: graphql(`
    mutation UpdateOrganisationEvent(
      $kind: PublishingOrganisationKind!
      $ownerId: ID!
      $id: ID!
      $input: UpdateEventInput!
    ) {
      updateOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {
        ...EventsRelation_event
        ...DownloadsTab_download
      }
    }
  `),
  remove: graphql(`
    mutation RemoveOrganisationEvent($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {
      removeOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id)
    }
  `),
};
