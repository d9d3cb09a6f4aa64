// The events tab's data: an association's or a program's events, and their add, update and
// remove, one set for both kinds.
import { graphql } from '../../../../gql';

export const OrganisationEventFragment = graphql(`
  fragment OrganisationEventsTab_event on Event {
    id
    title
    content
    url
    date
    startsAt
    endsAt
    room
    type
    recurring
  }
`);

export const OrganisationEventsQuery = graphql(`
  query CmsOrganisationEvents($kind: OrganisationKind!, $id: ID!) {
    organisation(kind: $kind, id: $id) {
      id
      ... on PublishingOrganisation {
        events {
          ...OrganisationEventsTab_event
        }
      }
    }
  }
`);

export const AddOrganisationEventMutation = graphql(`
  mutation AddOrganisationEvent(
    $kind: PublishingOrganisationKind!
    $ownerId: ID!
    $input: EventInput!
  ) {
    addOrganisationEvent(kind: $kind, ownerId: $ownerId, input: $input) {
      ...OrganisationEventsTab_event
    }
  }
`);

export const UpdateOrganisationEventMutation = graphql(`
  mutation UpdateOrganisationEvent(
    $kind: PublishingOrganisationKind!
    $ownerId: ID!
    $id: ID!
    $input: UpdateEventInput!
  ) {
    updateOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id, input: $input) {
      ...OrganisationEventsTab_event
    }
  }
`);

export const RemoveOrganisationEventMutation = graphql(`
  mutation RemoveOrganisationEvent($kind: PublishingOrganisationKind!, $ownerId: ID!, $id: ID!) {
    removeOrganisationEvent(kind: $kind, ownerId: $ownerId, id: $id)
  }
`);
