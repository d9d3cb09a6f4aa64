// GraphQL's side of the anonymous-read cache (http/anonymous-read-cache.ts): a visitor's query
// (no token, no mutation) whose identical twin was answered a moment ago gets that answer without
// running a resolver; it is dropped with every /v1 write, like the /v1 answers it was built from.
// Used only when /v1 runs in this process (no V1_BASE_URL): only then does the facade hear of
// every write.
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { type AnswerStore, wantsFreshAnswer } from '../http/anonymous-read-cache.ts';
import type { GraphQLContext } from './context.ts';

type RequestContext = GraphQLRequestContext<GraphQLContext>;

function keyOf(context: RequestContext): string | null {
  const { request, queryHash } = context;
  const headers = request.http?.headers;
  if (!headers || headers.get('authorization') !== undefined) return null;
  if (context.operation?.operation !== 'query' || !queryHash) return null;
  return [
    'graphql',
    queryHash,
    context.operationName ?? '',
    JSON.stringify(request.variables ?? {}),
    headers.get('accept-language') ?? '',
  ].join('\u0000');
}

export function anonymousResponseCache(store: AnswerStore): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      const started = store.generation();
      let key: string | null = null;
      return {
        async responseForOperation(context) {
          key = keyOf(context);
          if (key === null || wantsFreshAnswer(context.request.http?.headers.get('cache-control')))
            return null;
          const answer = store.get(key);
          if (!answer) return null;
          context.response.http.headers.set('x-cache', 'hit');
          return {
            http: context.response.http,
            body: { kind: 'single', singleResult: JSON.parse(answer.body) },
          };
        },
        async willSendResponse(context) {
          const { body } = context.response;
          if (key === null || context.response.http.headers.get('x-cache') === 'hit') return;
          context.response.http.headers.set('x-cache', 'miss');
          if (body.kind !== 'single' || body.singleResult.errors?.length) return;
          const json = JSON.stringify(body.singleResult);
          store.put(key, { body: json, contentType: 'application/json' }, started);
        },
      };
    },
  };
}
