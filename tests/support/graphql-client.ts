// A plain GraphQL-over-HTTP client for tests: POST /graphql with JSON, the caller's token and
// language, answering the status and the parsed body.
export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: {
    message: string;
    path?: (string | number)[];
    extensions?: Record<string, unknown> & { code?: string };
  }[];
}

export function graphqlClient(baseUrl: string, defaults: { token?: string; locale?: string } = {}) {
  return async function request<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: { token?: string | null; locale?: string; headers?: Record<string, string> } = {},
  ): Promise<GraphQLAnswer<T>> {
    const token = options.token === null ? undefined : (options.token ?? defaults.token);
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': options.locale ?? defaults.locale ?? 'nl',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T | null; errors?: GraphQLAnswer['errors'] };
    return { status: response.status, data: body.data, errors: body.errors ?? [] };
  };
}

/** A GraphQL client (see graphqlClient). */
export type GraphQLClient = ReturnType<typeof graphqlClient>;

/** The answer's data, failing with the GraphQL errors when there are any. */
export function dataOf<T>(answer: GraphQLAnswer<T>): T {
  if (answer.errors.length > 0 || !answer.data)
    throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors, null, 2)}`);
  return answer.data;
}
