// The dashboard's requests: the evaluations of the summary (the researcher's own, or the most
// recently changed for editors and admins) and the signed-in user's hours of this week.
import { graphql } from '../../gql';

export const DASHBOARD_EVALUATIONS = 6;

export const DashboardEvaluationsQuery = graphql(`
  query DashboardEvaluations($filter: EvaluationFilter, $sort: [EvaluationSort!], $limit: Int!) {
    evaluations(filter: $filter, sort: $sort, limit: $limit) {
      data {
        id
        title
        status
        updatedAt
      }
      pageInfo {
        total
      }
    }
  }
`);

export const DashboardWeekHoursQuery = graphql(`
  query DashboardWeekHours($filter: HourFilter!) {
    hours(filter: $filter, limit: 100) {
      data {
        id
        startsAt
        endsAt
      }
    }
  }
`);

export const DirectorySearchQuery = graphql(`
  query InboxDirectorySearch($search: String!) {
    userDirectory(search: $search, limit: 8) {
      id
      name
      organisation
    }
  }
`);
