// The GraphQL query of the global search: associations, programs and evaluations for one term.
import { graphql } from '../../gql';

export const GlobalSearchQuery = graphql(`
  query GlobalSearch($term: String!) {
    search(term: $term) {
      items {
        id
        model
        url
        title
        avatar
        subtitle
      }
      errors {
        model
      }
    }
  }
`);
