// The answers public screens read, held in memory per operation and variables (docs/web.md, "Data
// on public screens"). A screen shows a held answer at once and asks again (like Apollo's
// `cache-and-network`); screens asking the same question at once share one request; a failed
// request keeps the answer held before it. The page's embedded answers (api/page-data.ts) and the
// routes' `prefetch` put answers in as *fresh*: the first screen that reads a fresh answer within
// `FRESH_MS` takes it without asking again, so a freshly opened page makes each request once.
import type { TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { Subscription } from 'rxjs';
import type { Store } from '../store/store.ts';
import { canonicalJson, takeEmbeddedAnswers } from './page-data.ts';
import {
  configurePublicQueries,
  operationName,
  requestPublicQuery,
  type Variables,
} from './public-query.ts';

/** One operation's answer for one set of variables, as screens render it (never changed in place). */
export interface HeldAnswer {
  data: unknown;
  error: Error | undefined;
  /** A request for it is on its way. */
  loading: boolean;
}

/** A fresh answer (embedded or prefetched) spares the first screen's request within this time. */
const FRESH_MS = 30_000;
/** Answers held at most; the least recently stored without a screen reading them go first. */
const MAX_HELD = 60;

const held = new Map<string, HeldAnswer>();
const freshUntil = new Map<string, number>();
const inFlight = new Map<string, Promise<unknown>>();
const listeners = new Map<string, Set<() => void>>();
let seeded = false;
/** Counts the clears: an answer asked for before one is not held after it. */
let generation = 0;
let sessionWatch: Subscription | undefined;

const ignore = () => undefined;

/** The cache key of an operation with its variables (key order and undefined fields ignored). */
export function answerKey(document: DocumentNode, variables: Variables | undefined): string {
  return `${operationName(document)} ${canonicalJson(variables ?? {})}`;
}

/** The page's embedded answers become fresh held answers, when the cache is first used. */
function seed(now: number): void {
  if (seeded) return;
  seeded = true;
  for (const [name, answer] of takeEmbeddedAnswers()) {
    const key = `${name} ${canonicalJson(answer.variables)}`;
    held.set(key, { data: answer.data, error: undefined, loading: false });
    freshUntil.set(key, now + FRESH_MS);
  }
}

function store(key: string, answer: HeldAnswer): void {
  held.delete(key);
  held.set(key, answer);
  for (const old of held.keys()) {
    if (held.size <= MAX_HELD) break;
    if (!listeners.get(old)?.size && !inFlight.has(old)) held.delete(old);
  }
  for (const listener of listeners.get(key) ?? []) listener();
}

/** The answer held for a key, if any. */
export function readHeldAnswer(key: string, now = Date.now()): HeldAnswer | undefined {
  seed(now);
  return held.get(key);
}

/** Calls `listener` whenever the answer held for `key` changes; returns the unsubscribe. */
export function subscribeHeldAnswer(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  listeners.set(key, set);
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

/**
 * Asks for the answer (or joins the request already on its way) and holds it. The promise
 * rejects on failure; nothing needs to catch it (a rejection no one awaits is not reported).
 */
export function loadAnswer<TData, TVariables extends Variables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const key = answerKey(document, variables);
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<TData>;
  const asked = generation;
  store(key, { data: held.get(key)?.data, error: undefined, loading: true });
  const request = requestPublicQuery(document, variables).then(
    (data) => {
      if (asked === generation) store(key, { data, error: undefined, loading: false });
      return data;
    },
    (error: unknown) => {
      if (asked === generation) {
        store(key, {
          data: held.get(key)?.data,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        });
      }
      throw error;
    },
  );
  const settled = request.finally(() => {
    if (inFlight.get(key) === settled) inFlight.delete(key);
  });
  settled.catch(ignore);
  inFlight.set(key, settled);
  return settled;
}

/**
 * Whether a fresh answer (embedded or prefetched) is held for the key: true once, so only the
 * first screen that reads it skips its request.
 */
export function takeFresh(key: string, now = Date.now()): boolean {
  seed(now);
  const until = freshUntil.get(key);
  freshUntil.delete(key);
  return until !== undefined && now < until && held.get(key)?.data !== undefined;
}

/**
 * A route's `prefetch`: the answer held and fresh before the screen first renders, unless a
 * fresh one (the page's own) is held already.
 */
export async function prefetchPublicQuery<TData, TVariables extends Variables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  now: () => number = Date.now,
): Promise<void> {
  const key = answerKey(document, variables);
  seed(now());
  const until = freshUntil.get(key);
  if (until !== undefined && now() < until) return;
  await loadAnswer(document, variables);
  freshUntil.set(key, now() + FRESH_MS);
}

/** The key of a fresh answer of an operation, whatever its variables. */
function freshKeyOf(name: string, now: number): string | undefined {
  seed(now);
  for (const [key, until] of freshUntil) {
    if (key.startsWith(`${name} `) && now < until && held.get(key)?.data !== undefined) return key;
  }
  return undefined;
}

/**
 * The fresh answer of an operation whatever its variables, left fresh: for a screen that renders
 * the page's answer without loading its query's code (the home page, whose `$now` the gateway
 * set). Safe to call while rendering (a render may be started again); `takeFreshAnswer` once the
 * screen is on screen.
 */
export function peekFreshAnswer<TData>(name: string, now = Date.now()): TData | undefined {
  const key = freshKeyOf(name, now);
  return key === undefined ? undefined : (held.get(key)?.data as TData);
}

/** Takes the fresh answer `peekFreshAnswer` gave: a later screen asks afresh. */
export function takeFreshAnswer(name: string, now = Date.now()): void {
  const key = freshKeyOf(name, now);
  if (key !== undefined) freshUntil.delete(key);
}

/** Forgets every answer (the session changed: staff may see more than a visitor). */
function clearHeldAnswers(): void {
  generation += 1;
  held.clear();
  freshUntil.clear();
  inFlight.clear();
  for (const set of [...listeners.values()]) for (const listener of set) listener();
}

/** Back to an empty cache that seeds from the page again (tests render several pages). */
export function resetPublicAnswers(): void {
  clearHeldAnswers();
  seeded = false;
}

/**
 * Binds the reader to the app's store: requests carry its session and language
 * (public-query.ts), and every answer is forgotten when someone signs in or out.
 */
export function configurePublicReader(
  appStore: Pick<Store, 'getState' | 'dispatch' | 'action$'>,
  options: { fetch?: typeof fetch } = {},
): void {
  configurePublicQueries(appStore, options);
  sessionWatch?.unsubscribe();
  sessionWatch = appStore.action$.subscribe((action) => {
    if (action.type === 'session/signed-in' || action.type === 'session/signed-out') {
      clearHeldAnswers();
    }
  });
}
