// The "Recent verwijderd" screen's documents: what can be brought back, a page at a time (admin),
// each entry with what it removed; the restore is the history's own (RestoreVersionMutation). The
// page's numbers are asked directly: the public lists' pager fragment would pull their chunk in.
import { graphql } from '../../gql';

export const RecentlyDeletedQuery = graphql(`
  query RecentlyDeleted($page: Int, $limit: Int) {
    recentlyDeleted(page: $page, limit: $limit) {
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
