// Times every GraphQL operation by name and outcome, and counts the /v1 calls it made.
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Metrics } from './metrics.ts';

/** Operation names are the client's to choose: past this many, new ones count as `other`. */
const MAX_OPERATION_NAMES = 200;
const operationName = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export function graphqlMetrics(metrics: Metrics): ApolloServerPlugin<GraphQLContext> {
  const seen = new Set<string>();
  const label = (name: string | null | undefined) => {
    if (!name || !operationName.test(name)) return 'anonymous';
    if (seen.has(name)) return name;
    if (seen.size >= MAX_OPERATION_NAMES) return 'other';
    seen.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ contextValue, operationName: name, response }) {
          const operation = label(name);
          const failed =
            response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0;
          metrics.graphqlOperation.observe(
            { operation, outcome: failed ? 'error' : 'ok' },
            (performance.now() - started) / 1000,
          );
          metrics.graphqlV1Calls.observe({ operation }, contextValue.v1.stats.calls);
        },
      };
    },
  };
}
