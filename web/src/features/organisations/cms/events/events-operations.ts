// The events tab's data: an association's or a program's events and the mutations of each kind
// of owner.
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

export const AssociationEventsQuery = graphql(`
  query CmsAssociationEvents($id: ID!) {
    association(id: $id) {
      id
      events {
        ...OrganisationEventsTab_event
      }
    }
  }
`);

export const ProgramEventsQuery = graphql(`
  query CmsProgramEvents($id: ID!) {
    program(id: $id) {
      id
      events {
        ...OrganisationEventsTab_event
      }
    }
  }
`);

export const AddAssociationEventMutation = graphql(`
  mutation AddAssociationEvent($ownerId: ID!, $input: EventInput!) {
    addAssociationEvent(ownerId: $ownerId, input: $input) {
      ...OrganisationEventsTab_event
    }
  }
`);

export const UpdateAssociationEventMutation = graphql(`
  mutation UpdateAssociationEvent($ownerId: ID!, $id: ID!, $input: UpdateEventInput!) {
    updateAssociationEvent(ownerId: $ownerId, id: $id, input: $input) {
      ...OrganisationEventsTab_event
    }
  }
`);

export const RemoveAssociationEventMutation = graphql(`
  mutation RemoveAssociationEvent($ownerId: ID!, $id: ID!) {
    removeAssociationEvent(ownerId: $ownerId, id: $id)
  }
`);

export const AddProgramEventMutation = graphql(`
  mutation AddProgramEvent($ownerId: ID!, $input: EventInput!) {
    addProgramEvent(ownerId: $ownerId, input: $input) {
      ...OrganisationEventsTab_event
    }
  }
`);

export const UpdateProgramEventMutation = graphql(`
  mutation UpdateProgramEvent($ownerId: ID!, $id: ID!, $input: UpdateEventInput!) {
    updateProgramEvent(ownerId: $ownerId, id: $id, input: $input) {
      ...OrganisationEventsTab_event
    }
  }
`);

export const RemoveProgramEventMutation = graphql(`
  mutation RemoveProgramEvent($ownerId: ID!, $id: ID!) {
    removeProgramEvent(ownerId: $ownerId, id: $id)
  }
`);

/** The documents of one kind of owner. */
export const eventDocuments = {
  association: {
    query: AssociationEventsQuery,
    add: AddAssociationEventMutation,
    update: UpdateAssociationEventMutation,
    remove: RemoveAssociationEventMutation,
  },
  program: {
    query: ProgramEventsQuery,
    add: AddProgramEventMutation,
    update: UpdateProgramEventMutation,
    remove: RemoveProgramEventMutation,
  },
} as const;
