// How public screens ask /graphql, without Apollo Client (docs/web.md, "Data on public screens"):
// one POST per operation with the headers Apollo's link sends (the session's token, the chosen
// language, X-Application), typed by the codegen documents. The query text comes with the
// document: the build puts each document's printed text into its `loc`
// (scripts/inline-graphql-documents.ts), so no graphql-js is loaded; a document without it (the
// dev server, unit tests) is printed with graphql-js, loaded then.
import type { TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { Action } from '../store/actions.ts';
import type { AppState } from '../store/state.ts';
import { APPLICATION_HEADER } from './application-header.ts';

/** What the reader needs of the app's store: the session and language, and its actions. */
export interface PublicQueryStore {
  getState(): Pick<AppState, 'session' | 'locale'>;
  dispatch(action: Action): void;
}

export type Variables = Record<string, unknown>;

interface GraphqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** A failed read: no answer (`network`), an HTTP status without an answer, or GraphQL errors. */
export class PublicQueryError extends Error {
  readonly kind: 'network' | 'status' | 'graphql';
  /** The HTTP status, null without an answer. */
  readonly status: number | null;
  readonly errors: readonly GraphqlError[];

  constructor(kind: PublicQueryError['kind'], status: number | null, errors: GraphqlError[] = []) {
    super(errors[0]?.message ?? `GraphQL request failed (${status ?? kind})`);
    this.name = 'PublicQueryError';
    this.kind = kind;
    this.status = status;
    this.errors = errors;
  }

  /** The API said the caller is not (or no longer) signed in. */
  get unauthenticated(): boolean {
    return (
      this.status === 401 ||
      this.errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')
    );
  }
}

let store: PublicQueryStore | undefined;
let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * Binds the reader to the app's store (its token, language and the session's end); `fetch`
 * replaces the browser's (unit tests answer with their own).
 */
export function configurePublicQueries(
  appStore: PublicQueryStore,
  options: { fetch?: typeof fetch } = {},
): void {
  store = appStore;
  send = options.fetch ?? ((input, init) => fetch(input, init));
}

export function operationName(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition) => definition.kind === 'OperationDefinition',
  );
  return operation && 'name' in operation ? (operation.name?.value ?? '') : '';
}

/** The document's text: from the build, or printed with graphql-js (dev server, unit tests). */
async function queryText(document: DocumentNode): Promise<string> {
  const { loc } = document;
  if (loc?.source?.body !== undefined) return loc.source.body.slice(loc.start, loc.end);
  // The build gives every document its text (scripts/inline-graphql-documents.ts), so graphql-js
  // stays out of the public app: its chunk is shared with the playground's entry.
  if (import.meta.env.PROD) throw new Error(`${operationName(document)} has no text in this build`);
  const { print } = await import('graphql');
  return print(document);
}

function headers(state: Pick<AppState, 'session' | 'locale'>): Record<string, string> {
  const tokens = state.session.tokens;
  return {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'accept-language': state.locale.locale,
    'x-application': APPLICATION_HEADER,
    ...(tokens ? { authorization: `Bearer ${tokens.accessToken}` } : {}),
  };
}

interface GraphqlAnswer {
  data?: unknown;
  errors?: GraphqlError[];
}

async function readAnswer(response: Response): Promise<GraphqlAnswer | null> {
  try {
    return (await response.json()) as GraphqlAnswer;
  } catch {
    return null;
  }
}

/**
 * Asks /graphql once (no cache: see public-answers.ts for that). Rejects with a
 * `PublicQueryError`; an UNAUTHENTICATED answer while signed in ends the session first.
 */
export async function requestPublicQuery<TData, TVariables extends Variables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: { signal?: AbortSignal } = {},
): Promise<TData> {
  if (!store) throw new Error('configurePublicQueries() must run before a public query');
  const state = store.getState();
  let response: Response;
  try {
    response = await send('/graphql', {
      method: 'POST',
      headers: headers(state),
      body: JSON.stringify({
        operationName: operationName(document) || undefined,
        query: await queryText(document),
        variables,
      }),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new PublicQueryError('network', null);
  }
  const answer = await readAnswer(response);
  const failure =
    answer?.errors && answer.errors.length > 0
      ? new PublicQueryError('graphql', response.status, answer.errors)
      : !response.ok || !answer || answer.data == null
        ? new PublicQueryError('status', response.status)
        : null;
  if (failure) {
    if (failure.unauthenticated && store.getState().session.tokens) {
      store.dispatch({ type: 'api/unauthenticated' });
    }
    throw failure;
  }
  return answer?.data as TData;
}
