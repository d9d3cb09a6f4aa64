// The "Recent verwijderd" screen's documents: what can be brought back, a page at a time (admin),
// each entry with what it removed; the restore is the history's own (RestoreVersionMutation).
import { graphql } from '../../gql';

export const RecentlyDeletedQuery = graphql(`
  query RecentlyDeleted($page: Int, $limit: Int) {
    recentlyDeleted(page: $page, limit: $limit) {
      data {
        id
        ...HistoryEntry_entry
      }
      pageInfo {
        ...ListPage_pageInfo
      }
    }
  }
`);
