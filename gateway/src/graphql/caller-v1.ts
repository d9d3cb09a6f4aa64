// /v1 on behalf of one GraphQL caller: their Authorization and Accept-Language go along, answers
// come back as data, and anything else as a GraphQL error (see v1-errors.ts).

import type { ListAnswer } from '../domain/list-answer.ts';
import {
  type V1CallerHeaders,
  type V1Client,
  type V1Request,
  V1UnavailableError,
} from './v1-client.ts';
import { v1AnswerError, v1UnavailableError } from './v1-errors.ts';

type Query = Record<string, unknown>;

/** A /v1 list answer: the rows and the paging meta beside them. */
export type V1List<T = V1Record> = ListAnswer<T>;

export type V1Record = Record<string, unknown> & { id: number | string };

/** The /v1 calls made for one GraphQL operation (reported as Server-Timing `v1`). */
export interface V1CallStats {
  calls: number;
  /** Milliseconds spent waiting for /v1, summed over the calls (they may overlap). */
  totalMs: number;
}

export interface CallerV1 {
  /** What this caller has asked of /v1 so far. */
  readonly stats: V1CallStats;
  /** GET a list. */
  list<T = V1Record>(path: string, query?: Query): Promise<V1List<T>>;
  /** GET one record's `data`; null when /v1 answers 404. */
  one<T = V1Record>(path: string, query?: Query): Promise<T | null>;
  /** A write; answers the `data` of the answer, or undefined for 202/204. */
  send<T = V1Record>(
    method: V1Request['method'],
    path: string,
    body?: unknown,
    query?: Query,
    headers?: Record<string, string>,
  ): Promise<T>;
  /** A write whose answer is not wrapped in `data` (the auth routes); answers the whole body. */
  sendPlain<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** A read whose answer is not wrapped in `data` (the auth routes); answers the whole body. */
  getPlain<T = unknown>(path: string): Promise<T>;
}

export function callerV1(client: V1Client, caller: V1CallerHeaders): CallerV1 {
  const stats: V1CallStats = { calls: 0, totalMs: 0 };
  const call = async (request: Omit<V1Request, 'caller'>) => {
    const started = performance.now();
    stats.calls += 1;
    try {
      return await client.call<{ data?: unknown }>({ ...request, caller });
    } catch (error) {
      if (error instanceof V1UnavailableError) throw v1UnavailableError(error);
      throw error;
    } finally {
      stats.totalMs += performance.now() - started;
    }
  };
  const ok = (response: { status: number; body: unknown }) => {
    if (response.status >= 400) throw v1AnswerError(response.status, response.body);
    return response.body as { data?: unknown } | undefined;
  };
  return {
    stats,
    async list<T>(path: string, query?: Query) {
      return ok(await call({ method: 'GET', path, query })) as unknown as V1List<T>;
    },
    async one<T>(path: string, query?: Query) {
      const response = await call({ method: 'GET', path, query });
      if (response.status === 404) return null;
      return ok(response)?.data as T;
    },
    async send<T>(
      method: V1Request['method'],
      path: string,
      body?: unknown,
      query?: Query,
      headers?: Record<string, string>,
    ) {
      return ok(await call({ method, path, body, query, ...(headers ? { headers } : {}) }))
        ?.data as T;
    },
    async sendPlain<T>(path: string, body?: unknown) {
      return ok(await call({ method: 'POST', path, body })) as T;
    },
    async getPlain<T>(path: string) {
      return ok(await call({ method: 'GET', path })) as T;
    },
  };
}
