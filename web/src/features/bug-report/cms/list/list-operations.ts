// The GraphQL documents of the bug-report list: one page of rows (fields in the row fragment) and
// deleting several at once.
import { graphql } from '../../../../gql';

export const BugReportsListQuery = graphql(`
  query CmsBugReportsList(
    $filter: BugReportFilter
    $sort: [BugReportSort!]
    $page: Int!
    $limit: Int!
  ) {
    bugReports(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      data {
        id
        ...CmsBugReportRow_bugReport
      }
      pageInfo {
        ...ListPage_pageInfo
      }
    }
  }
`);

export const DeleteBugReportsMutation = graphql(`
  mutation CmsDeleteBugReports($ids: [ID!]!) {
    deleteBugReports(ids: $ids)
  }
`);
