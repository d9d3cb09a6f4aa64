// The /v1 side of the GraphQL tests: reads that must answer 200 (what GraphQL is held against, or
// what a mutation left behind), a record's status, first ids, the signed-in user, and uploads over
// REST (GraphQL takes files by the id /v1 gave them).
import { expect } from 'vitest';
import { samplePdf, samplePng } from '../../gateway/src/test-support/sample-files.ts';
import type { V1Client } from './api-server.ts';
import type { V1One } from './seeded-gateway.ts';

/** GETs a /v1 list or record and fails the test unless it answers 200. */
export async function v1Get<T>(client: V1Client, url: string): Promise<T> {
  const response = await client.get<T>(url);
  expect(response.status, `GET /v1${url}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

/** /v1's `data` of a GET, failing unless it answers 200. */
export async function v1Data<T = Record<string, unknown>>(client: V1Client, url: string) {
  return (await v1Get<V1One<T>>(client, url)).data;
}

/** The status /v1 answers a GET with (404 once a record is deleted). */
export async function v1Status(client: V1Client, url: string): Promise<number> {
  return (await client.get(url)).status;
}

/** The ids of /v1 rows as GraphQL answers them (strings). */
export const idsOf = (rows: { id: unknown }[]) => rows.map((row) => String(row.id));

/** The id of the first row of a /v1 list (`/centers?sort=id`). */
export async function firstId(client: V1Client, url: string): Promise<string> {
  const response = await client.get<{ data: { id: number }[] }>(url);
  const row = response.body.data?.[0];
  if (!row) throw new Error(`GET ${url} answered no rows: ${JSON.stringify(response.body)}`);
  return String(row.id);
}

/** The id of the user a /v1 client is signed in as. */
export async function currentUserId(client: V1Client): Promise<string> {
  const [me] = await v1Data<{ id: number }[]>(client, '/users?filter[current]=true');
  if (!me) throw new Error('no signed-in user');
  return String(me.id);
}

/** Uploads a file over REST (`POST /v1/files`, multipart) and answers its id and url. */
export async function upload(client: V1Client, kind: 'png' | 'pdf' = 'png') {
  const body = new FormData();
  const bytes = kind === 'png' ? samplePng() : samplePdf();
  body.append('file', new Blob([bytes]), kind === 'png' ? 'logo.png' : 'protocol.pdf');
  const response = await client.post<{ data: { id: number; url: string } }>('/files', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: String(response.body.data.id), url: response.body.data.url };
}
