// The history's GraphQL documents (issue 28, schema/history.graphql): a record's entries page by
// page (the timeline), and a restore of a version or one field of it.
import { graphql } from '../../../gql';

export const HistoryEntryFragment = graphql(`
  fragment HistoryEntry_entry on HistoryEntry {
    id
    at
    action
    restorable
    recordType
    recordId
    recordTitle
    actor {
      id
      name
      role
    }
    changes {
      field
      before
      after
      added
      removed
    }
  }
`);

export const RecordHistoryQuery = graphql(`
  query RecordHistory($recordType: String!, $recordId: ID!, $page: Int, $limit: Int) {
    history(recordType: $recordType, recordId: $recordId, page: $page, limit: $limit) {
      data {
        id
        ...HistoryEntry_entry
      }
      pageInfo {
        currentPage
        lastPage
        total
      }
    }
  }
`);

export const RestoreVersionMutation = graphql(`
  mutation RestoreVersion($entryId: ID!, $field: String) {
    restoreVersion(entryId: $entryId, field: $field) {
      recordType
      recordId
      fields
    }
  }
`);
