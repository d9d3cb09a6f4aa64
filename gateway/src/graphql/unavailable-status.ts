// An operation that got nothing because /v1 (or its database) is unavailable is answered with
// HTTP 503 and Retry-After, so clients and proxies see the outage as such; an answer with any data
// (a partial search) stays 200 with its errors.
import type { ApolloServerPlugin } from '@apollo/server';
import { DATABASE_RETRY_AFTER_S } from '../db/unavailable.ts';
import type { GraphQLContext } from './context.ts';

export const unavailableStatus: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        if (data != null || !errors?.length) return;
        if (!errors.every((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_S));
      },
    };
  },
};
