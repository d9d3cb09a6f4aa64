// Shared pieces of the GraphQL mutation tests: one seeded gateway per file with a GraphQL and a
// /v1 client per role, PNG and PDF uploads over REST, and assertions on facade errors.
import { expect } from 'vitest';
import type { TestDatabaseTarget } from '../../../gateway/src/db/testing/test-database.ts';
import {
  samplePdf,
  samplePng,
} from '../../../gateway/src/v1/shared/uploads/testing/sample-files.ts';
import { type ApiServer, apiClient, loginAs, startApiServer } from '../../helpers/api-server.ts';
import { type GraphQLAnswer, graphqlClient } from '../../helpers/graphql-client.ts';

export type Who = 'admin' | 'editor' | 'researcher' | 'anonymous';
export type Gql = ReturnType<typeof graphqlClient>;
export type Api = ReturnType<typeof apiClient>;

export interface MutationSetup {
  server: ApiServer;
  tokens: Record<Exclude<Who, 'anonymous'>, string>;
  /** GraphQL as each caller (Dutch by default). */
  gql: Record<Who, Gql>;
  /** /v1 as each caller, to check what a mutation did. */
  api: Record<Who, Api>;
}

export async function startMutationServer(
  target: TestDatabaseTarget,
  env: Record<string, string> = {},
): Promise<MutationSetup> {
  const server = await startApiServer(target, { seed: true, env });
  const tokens = {
    admin: await loginAs(server.baseUrl, 'admin'),
    editor: await loginAs(server.baseUrl, 'editor'),
    researcher: await loginAs(server.baseUrl, 'researcher'),
  };
  const who = (make: (token?: string) => unknown) =>
    ({
      admin: make(tokens.admin),
      editor: make(tokens.editor),
      researcher: make(tokens.researcher),
      anonymous: make(),
    }) as const;
  return {
    server,
    tokens,
    gql: who((token) => graphqlClient(server.baseUrl, token ? { token } : {})) as Record<Who, Gql>,
    api: who((token) => apiClient(server.baseUrl, token ? { token } : {})) as Record<Who, Api>,
  };
}

/** The answer failed with exactly one error of this code and holds no data (a nullable root: null). */
export function expectError(answer: GraphQLAnswer, code: string) {
  expect(answer.errors.map((error) => error.extensions?.code)).toEqual([code]);
  expect(Object.values(answer.data ?? {}).filter((value) => value !== null)).toEqual([]);
  const [error] = answer.errors;
  if (!error) throw new Error('no error');
  return error;
}

/** The field messages of a BAD_USER_INPUT answer. */
export function fieldErrors(answer: GraphQLAnswer): Record<string, string[]> {
  return expectError(answer, 'BAD_USER_INPUT').extensions?.errors as Record<string, string[]>;
}

/** /v1's `data` of a GET, failing unless it answers 200. */
export async function v1Data<T = Record<string, unknown>>(api: Api, url: string): Promise<T> {
  const response = await api.get<{ data: T }>(url);
  expect(response.status, `GET ${url}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.data;
}

/** The status /v1 answers a GET with (404 once a record is deleted). */
export async function v1Status(api: Api, url: string): Promise<number> {
  return (await api.get(url)).status;
}

/** The id of the first row of a /v1 list (`/centers?sort=id`). */
export async function firstId(api: Api, url: string): Promise<string> {
  const response = await api.get<{ data: { id: number }[] }>(url);
  const row = response.body.data?.[0];
  if (!row) throw new Error(`GET ${url} answered no rows: ${JSON.stringify(response.body)}`);
  return String(row.id);
}

/** The id of the user a /v1 client is signed in as. */
export async function currentUserId(api: Api): Promise<string> {
  const [me] = await v1Data<{ id: number }[]>(api, '/users?filter[current]=true');
  if (!me) throw new Error('no signed-in user');
  return String(me.id);
}

/** Uploads a file over REST (`POST /v1/files`, multipart) and answers its id and url. */
export async function upload(api: Api, kind: 'png' | 'pdf' = 'png') {
  const body = new FormData();
  const bytes = kind === 'png' ? samplePng() : samplePdf();
  body.append('file', new Blob([bytes]), kind === 'png' ? 'logo.png' : 'protocol.pdf');
  const response = await api.post<{ data: { id: number; url: string } }>('/files', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: String(response.body.data.id), url: response.body.data.url };
}
