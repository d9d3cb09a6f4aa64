// The GraphQL documents of the users list: one page of rows (fields in the row fragment) and
// deleting several at once.
import { graphql } from '../../../gql';

export const UsersListQuery = graphql(`
  query CmsUsersList($filter: UserFilter, $sort: [UserSort!], $page: Int!, $limit: Int!) {
    users(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      data {
        id
        ...CmsUserRow_user
      }
      pageInfo {
        ...ListPage_pageInfo
      }
    }
  }
`);

export const DeleteUsersMutation = graphql(`
  mutation CmsDeleteUsers($ids: [ID!]!) {
    deleteUsers(ids: $ids)
  }
`);
