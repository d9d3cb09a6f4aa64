// The GraphQL documents of a bug report's page: the report with every section's fields (each
// section's fragment lives beside it) in one request, retrying its delivery, and deleting it.
import { graphql } from '../../../../gql';

export const BugReportDetailQuery = graphql(`
  query CmsBugReportDetail($id: ID!) {
    bugReport(id: $id) {
      id
      title
      ...BugReportReport_bugReport
      ...BugReportDelivery_bugReport
      ...BugReportScreenshot_bugReport
      ...BugReportStack_bugReport
      ...BugReportEnvironment_bugReport
      ...BugReportActions_bugReport
    }
  }
`);

export const RetryBugReportDeliveryMutation = graphql(`
  mutation CmsRetryBugReportDelivery($id: ID!) {
    retryBugReportDelivery(id: $id) {
      id
      ...BugReportDelivery_bugReport
    }
  }
`);

export const DeleteBugReportMutation = graphql(`
  mutation CmsDeleteBugReport($ids: [ID!]!) {
    deleteBugReports(ids: $ids)
  }
`);
