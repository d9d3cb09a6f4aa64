// The event fields the calendar shows (grid and list), colocated with the calendar.
import { graphql } from '../../../gql';

export const CalendarEventFragment = graphql(`
  fragment OrganisationCalendar_event on Event {
    id
    title
    date
    startsAt
    endsAt
    room
    url
    type
    recurring
  }
`);
