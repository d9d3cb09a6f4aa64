// The shape of a /v1 list answer: the page's rows and the paging meta beside them (the spec's API
// section). Written by /v1 (v1/shared/list-query.ts), read by its clients: the GraphQL facade
// (graphql/caller-v1.ts) and the tests (tests/support/seeded-gateway.ts).
export type ListAnswer<T> = {
  data: T[];
  current_page: number;
  from: number | null;
  to: number | null;
  last_page: number;
  per_page: number;
  total: number;
};
