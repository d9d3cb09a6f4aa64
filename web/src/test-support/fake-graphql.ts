// A /graphql for unit tests of public screens: the public reader (api/public-query.ts) sends its
// requests to `answer` instead of the network. An answer that throws is a network failure.
import type { Variables } from '../api/public-query.ts';

export interface FakeGraphqlRequest {
  operationName: string;
  query: string;
  variables: Variables;
  headers: Record<string, string>;
}

export type FakeGraphql = (
  request: FakeGraphqlRequest,
) => unknown | Promise<unknown> | Response | Promise<Response>;

/** A `fetch` answering the reader's POSTs with `answer`'s GraphQL answers (or responses). */
export function fakeGraphqlFetch(answer: FakeGraphql): typeof fetch {
  return async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as Omit<FakeGraphqlRequest, 'headers'>;
    const result = await answer({ ...body, headers: init?.headers as Record<string, string> });
    if (result instanceof Response) return result;
    // What the reader reads of a response, without a body stream (fake timers stop those).
    return { ok: true, status: 200, json: () => Promise.resolve(result) } as Response;
  };
}

/** Settles after `ms`: a fake answer that takes a moment, as a real one does. */
export const after = <T>(ms: number, value: () => T): Promise<T> =>
  new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(value());
      } catch (error) {
        reject(error);
      }
    }, ms),
  );

/**
 * A /graphql that gives every request `answer` after a moment and counts the requests; with
 * `failFirst` the first request fails as a network failure would (a screen's retry is then asked).
 */
export function countedGraphql(answer: unknown, { failFirst = false } = {}) {
  const server = {
    calls: 0,
    graphql: (() => {
      server.calls += 1;
      const failing = failFirst && server.calls === 1;
      return after(10, () => {
        if (failing) throw new Error('offline');
        return answer;
      });
    }) as FakeGraphql,
  };
  return server;
}
