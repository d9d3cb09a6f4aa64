// A cache of answers to anonymous reads. Every visitor without a token sees the same published
// content, so the answer to a successful anonymous read can answer the next identical one: /v1
// GETs here (the hooks below), GraphQL queries in graphql/anonymous-response-cache.ts. Everything
// is dropped on every staff write (any successful /v1 write by a signed-in user, on any gateway
// sharing Redis) and after a short time (content that appears by the clock, such as a post's
// publication time). Signed-in users always read from the database, and a request that says
// `Cache-Control: no-cache` is answered afresh.
//
// Consistency: a successful write empties the cache and moves its generation on before it
// answers; a read stores its answer only if the generation did not move while it ran, so a read
// that overlapped a write never stores what it may have read before the write committed.
import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendHookHandler,
} from 'fastify';

export interface AnonymousReadCacheOptions {
  /** How long an answer may be served (ms). */
  ttlMs: number;
  /** Upper bound of the bytes held. */
  maxBytes: number;
  /** Tells other gateways to drop their answers too (Redis pub/sub), when there are any. */
  broadcast?: InvalidationBus | undefined;
  now?: () => number;
}

/** Passes invalidations between gateway processes. */
export interface InvalidationBus {
  publish(): void;
  subscribe(onInvalidate: () => void): void;
  close(): Promise<void>;
}

export interface CachedAnswer {
  body: string;
  contentType: string;
}

/** The store behind both front ends. */
export interface AnswerStore {
  /** Moves on with every invalidation; a read remembers it when it starts. */
  generation(): number;
  /** A fresh answer, or undefined. */
  get(key: string): CachedAnswer | undefined;
  /** Keeps an answer, unless the generation moved since the read began. */
  put(key: string, answer: CachedAnswer, startedAt: number): void;
  /** Drops every answer (a write happened here or elsewhere). */
  invalidate(): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

export interface AnonymousReadCache extends AnswerStore {
  /**
   * Answers a cached /v1 read. Register it after the hooks every answer needs (security headers),
   * since a hook that answers skips the ones after it.
   */
  onRequest: onRequestAsyncHookHandler;
  /**
   * Stores /v1 reads and drops everything on writes. Register it before compression, which turns
   * the answer into a stream.
   */
  onSend: onSendHookHandler;
}

interface Entry extends CachedAnswer {
  bytes: number;
  storedAt: number;
}

/** Public writes that change no published content (or that anyone may make): no invalidation. */
const writesThatKeepContent = /^\/v1\/(?:auth\/|bug-reports(?:\/|\?|$))/;
/** Not cached: downloads stream with their own headers; documentation pages. */
const notCached = /^\/v1\/(?:files\/|docs|openapi|auth\/)/;

declare module 'fastify' {
  interface FastifyInstance {
    /** The store of anonymous answers, or null with the cache off. */
    answerStore: AnswerStore | null;
  }
  interface FastifyRequest {
    /** The cache generation when this anonymous read began; undefined: not cacheable. */
    anonymousReadGeneration?: number;
  }
}

/** Whether the request asks for an answer afresh (`Cache-Control: no-cache` or `no-store`). */
export function wantsFreshAnswer(cacheControl: string | string[] | undefined): boolean {
  return /\bno-(?:cache|store)\b/i.test(String(cacheControl ?? ''));
}

function createAnswerStore(options: AnonymousReadCacheOptions): AnswerStore {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const clear = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
  };
  options.broadcast?.subscribe(clear);

  return {
    generation: () => generation,
    get(key) {
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < options.ttlMs) {
        hits += 1;
        // Most recently used last: a Map keeps insertion order.
        entries.delete(key);
        entries.set(key, entry);
        return entry;
      }
      drop(key);
      misses += 1;
      return undefined;
    },
    put(key, answer, startedAt) {
      if (startedAt !== generation) return;
      // Two bytes a character at most; one huge answer must not push out everything else.
      const size = answer.body.length * 2;
      if (size > options.maxBytes / 4) return;
      drop(key);
      entries.set(key, { ...answer, bytes: size, storedAt: now() });
      bytes += size;
      for (const [oldKey] of entries) {
        if (bytes <= options.maxBytes) break;
        drop(oldKey);
      }
    },
    invalidate() {
      clear();
      options.broadcast?.publish();
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
const pathOf = (url: string) => url.split('?')[0] ?? url;

export function createAnonymousReadCache(options: AnonymousReadCacheOptions): AnonymousReadCache {
  const store = createAnswerStore(options);

  const keyOf = (request: FastifyRequest) =>
    `v1\u0000${request.url}\u0000${request.headers['accept-language'] ?? ''}`;

  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.url.startsWith('/v1/') &&
    request.headers.authorization === undefined &&
    !notCached.test(request.url);

  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    const started = store.generation();
    if (!wantsFreshAnswer(request.headers['cache-control'])) {
      const answer = store.get(keyOf(request));
      if (answer) return reply.header('x-cache', 'hit').type(answer.contentType).send(answer.body);
    }
    request.anonymousReadGeneration = started;
  };

  const onSend: onSendHookHandler = async (request, reply, payload) => {
    if (!isRead(request)) {
      const path = pathOf(request.url);
      if (path.startsWith('/v1/') && !writesThatKeepContent.test(path) && reply.statusCode < 400)
        store.invalidate();
      return payload;
    }
    const started = request.anonymousReadGeneration;
    if (started === undefined) return payload;
    reply.header('x-cache', 'miss');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      contentType.startsWith('application/json')
    ) {
      store.put(keyOf(request), { body: payload, contentType }, started);
    }
    return payload;
  };

  return { ...store, onRequest, onSend };
}
