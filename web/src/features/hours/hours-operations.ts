// The hours screen's requests: the signed-in user's hours of one week, the evaluations an hour can
// be booked on, and creating, changing and deleting an hour.
import { graphql } from '../../gql';

export const WeekHoursQuery = graphql(`
  query HoursWeek($filter: HourFilter!) {
    hours(filter: $filter, limit: 100, sort: [{ field: STARTS_AT }]) {
      data {
        id
        startsAt
        endsAt
        hourType
        description
        projectId
        project {
          id
          title
        }
      }
    }
  }
`);

export const HourProjectsQuery = graphql(`
  query HourProjects($filter: EvaluationFilter) {
    evaluations(filter: $filter, limit: 100, sort: [{ field: TITLE }]) {
      data {
        id
        title
      }
    }
  }
`);

export const CreateHourMutation = graphql(`
  mutation CreateHour($input: CreateHourInput!) {
    createHour(input: $input) {
      id
    }
  }
`);

export const UpdateHourMutation = graphql(`
  mutation UpdateHour($id: ID!, $input: UpdateHourInput!) {
    updateHour(id: $id, input: $input) {
      id
      startsAt
      endsAt
    }
  }
`);

export const DeleteHourMutation = graphql(`
  mutation DeleteHour($id: ID!) {
    deleteHour(id: $id)
  }
`);
