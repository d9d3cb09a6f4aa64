// The facade's only way to data: HTTP calls to /v1 through a keep-alive undici Pool, with the
// spec's headers, the caller's Authorization and Accept-Language, and a time limit on every call.
import qs from 'qs';
import { Pool } from 'undici';
import { startV1CallSpan } from '../observability/v1-call-tracing.ts';

/** A fixed header that tells /v1 which client calls (spec section 7). */
export const APPLICATION_HEADER = 'zorgevaluatie-graphql';

export interface V1CallerHeaders {
  authorization?: string | undefined;
  acceptLanguage?: string | undefined;
  /** Ask /v1 for fresh answers (`Cache-Control: no-cache`), as the caller asked the facade. */
  freshData?: boolean | undefined;
  /** The GraphQL request's id, carried into its /v1 calls so their log lines share it. */
  requestId?: string | undefined;
}

export interface V1Request {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path below /v1, e.g. '/evaluations/12'. */
  path: string;
  /** Query data, serialised with brackets (with[]=logo, filter[search]=x). */
  query?: Record<string, unknown>;
  body?: unknown;
  caller?: V1CallerHeaders;
  /** Headers of this call alone (an update's `If-Match`). */
  headers?: Record<string, string>;
}

export interface V1Response<T = unknown> {
  status: number;
  body: T;
  /** The answer's ETag (a record's version), when it has one. */
  etag?: string;
}

/** /v1 did not answer (refused, reset, or over the time limit). */
export class V1UnavailableError extends Error {
  override name = 'V1UnavailableError';
}

export interface V1Client {
  call<T = unknown>(request: V1Request): Promise<V1Response<T>>;
  close(): Promise<void>;
}

export interface V1ClientOptions {
  /** e.g. http://127.0.0.1:3000/v1 */
  baseUrl: string;
  timeoutMs?: number;
  connections?: number;
  /** Sent with every call. */
  headers?: Record<string, string> | undefined;
  /** A client span per call, its `traceparent` sent along (only when tracing is on). */
  traced?: boolean;
}

export function createV1Client({
  baseUrl,
  timeoutMs = 10_000,
  connections = 16,
  headers: fixedHeaders = {},
  traced = false,
}: V1ClientOptions): V1Client {
  const url = new URL(baseUrl);
  const prefix = url.pathname.replace(/\/$/, '');
  const pool = new Pool(url.origin, {
    connections,
    keepAliveTimeout: 30_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: timeoutMs,
  });

  return {
    async call<T>({
      method,
      path,
      query,
      body,
      caller,
      headers: callHeaders,
    }: V1Request): Promise<V1Response<T>> {
      const search = query
        ? qs.stringify(query, { arrayFormat: 'brackets', encodeValuesOnly: true })
        : '';
      const headers: Record<string, string> = {
        ...fixedHeaders,
        accept: 'application/json',
        'x-application': APPLICATION_HEADER,
        'accept-language': caller?.acceptLanguage ?? 'nl',
      };
      if (caller?.authorization) headers.authorization = caller.authorization;
      if (caller?.freshData) headers['cache-control'] = 'no-cache';
      if (caller?.requestId) headers['x-request-id'] = caller.requestId;
      if (body !== undefined) headers['content-type'] = 'application/json';
      Object.assign(headers, callHeaders);
      const fullPath = `${prefix}${path}`;
      const span = traced
        ? startV1CallSpan({ method, origin: url, path: fullPath }, headers)
        : null;
      // One timer per call, cleared when the answer is in (AbortSignal.timeout's timer would live
      // for the whole time limit: ten thousand of them under load, measured in a heap snapshot).
      const abort = new AbortController();
      const timer = setTimeout(
        () => abort.abort(new Error(`no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      try {
        const response = await pool.request({
          method,
          path: `${fullPath}${search ? `?${search}` : ''}`,
          headers,
          body: body === undefined ? null : JSON.stringify(body),
          signal: abort.signal,
        });
        const text = await response.body.text();
        const etag = response.headers.etag;
        const answer: V1Response<T> = {
          status: response.statusCode,
          body: (text ? JSON.parse(text) : undefined) as T,
          ...(typeof etag === 'string' ? { etag } : {}),
        };
        span?.end({ status: answer.status });
        return answer;
      } catch (error) {
        span?.end({ error });
        const reason = error instanceof Error ? error.message : String(error);
        throw new V1UnavailableError(`/v1 did not answer ${method} ${path}: ${reason}`, {
          cause: error,
        });
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.close(),
  };
}
