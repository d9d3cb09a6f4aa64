// The public reader's request over real HTTP: the headers Apollo's link sent, the document's text,
// and failures mapped as the screens expect (an UNAUTHENTICATED answer ends a session).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStore, tokens } from '../test-support/store.ts';
import { configurePublicQueries, PublicQueryError, requestPublicQuery } from './public-query.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: { operationName?: string; query: string; variables: Record<string, unknown> };
}

let server: http.Server;
let base = '';
const received: Received[] = [];
/** What the server answers next: status and body. */
let answer: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(body) as Received['body'],
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The reader on a store, sending to the test server (the page's origin in the browser). */
function reader(stored = false) {
  const test = testStore({ stored: stored ? tokens() : null });
  configurePublicQueries(test.store, {
    fetch: (input, init) => fetch(new URL(String(input), base), init),
  });
  return test;
}

// As codegen writes a document (no source text): the reader prints it.
const Title = parse('query Title($id: ID!) { evaluation(id: $id) { title } }', {
  noLocation: true,
});

describe('requestPublicQuery', () => {
  it('posts the document with its variables and the headers Apollo sent', async () => {
    const { store } = reader(true);
    answer = { status: 200, body: JSON.stringify({ data: { evaluation: { title: 'Heup' } } }) };
    received.length = 0;

    const data = await requestPublicQuery(Title, { id: '7' });

    expect(data).toEqual({ evaluation: { title: 'Heup' } });
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/graphql');
    expect(request?.body).toEqual({
      operationName: 'Title',
      query: print(Title),
      variables: { id: '7' },
    });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['accept-language']).toBe(store.getState().locale.locale);
    expect(request?.headers['x-application']).toBe('zorgevaluatie-web');
    expect(request?.headers.authorization).toBe('Bearer access-1');
  });

  it('sends the printed text the build put into the document, and no token without a session', async () => {
    reader(false);
    answer = { status: 200, body: JSON.stringify({ data: { evaluation: null } }) };
    received.length = 0;
    const body = 'query Title($id:ID!){evaluation(id:$id){title}}';
    const built = { ...Title, loc: { start: 0, end: body.length, source: { body } } };

    await requestPublicQuery(built as typeof Title, { id: '8' });

    expect(received[0]?.body.query).toBe(body);
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('ends a session the API no longer accepts, and fails with the GraphQL errors', async () => {
    const { types } = reader(true);
    const refusal = { message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } };
    answer = { status: 200, body: JSON.stringify({ data: null, errors: [refusal] }) };

    const failure = await requestPublicQuery(Title, { id: '7' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(PublicQueryError);
    expect((failure as PublicQueryError).kind).toBe('graphql');
    expect((failure as PublicQueryError).unauthenticated).toBe(true);
    await Promise.resolve();
    expect(types()).toContain('api/unauthenticated');
  });

  it('leaves a visitor alone on such an answer, and maps a bad status and no answer', async () => {
    const { types } = reader(false);
    answer = { status: 401, body: '' };
    const refused = await requestPublicQuery(Title, { id: '7' }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'status', status: 401, unauthenticated: true });
    expect(types()).not.toContain('api/unauthenticated');

    answer = { status: 503, body: '{"errors":[]}' };
    const unavailable = await requestPublicQuery(Title, { id: '7' }).catch((e: unknown) => e);
    expect(unavailable).toMatchObject({ kind: 'status', status: 503 });

    const { store } = testStore();
    configurePublicQueries(store, { fetch: () => Promise.reject(new TypeError('offline')) });
    const offline = await requestPublicQuery(Title, { id: '7' }).catch((error: unknown) => error);
    expect(offline).toMatchObject({ kind: 'network', status: null });
  });
});
