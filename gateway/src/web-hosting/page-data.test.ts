import { describe, expect, it } from 'vitest';
import {
  embedPageData,
  operationNameOf,
  operationsForRequest,
  pageDataFor,
  pageDataSpec,
  scriptSafeJson,
} from './page-data.ts';

describe('page data in HTML', () => {
  it('cannot close its script element or open a comment, and reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script><!-- \u2028 &' };
    const json = scriptSafeJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('goes just before the end of the body', () => {
    expect(embedPageData('<html><body><div id="root"></div></body></html>', { a: 1 })).toBe(
      '<html><body><div id="root"></div><script type="application/json" id="page-data">{"a":1}</script></body></html>',
    );
  });

  it("puts a record page's route parameter where a variable reads :<param>, whatever the query", () => {
    const operations = [
      { query: 'query Detail($id: ID!) { a }', variables: { id: ':id', kind: 'x', note: 'a:id' } },
    ];
    const query = new URLSearchParams('utm_source=nieuwsbrief');
    expect(operationsForRequest(pageDataSpec(operations), { id: '3' }, query, true)).toEqual([
      { query: 'query Detail($id: ID!) { a }', variables: { id: '3', kind: 'x', note: 'a:id' } },
    ]);
    expect(operationsForRequest(pageDataSpec(operations), {}, query, true)?.[0]?.variables.id).toBe(
      '',
    );
  });

  it('answers a list only without a query string', () => {
    const operations = [{ query: 'query List { a }', variables: { page: 1 } }];
    expect(operationsForRequest(pageDataSpec(operations), {}, new URLSearchParams())).toEqual(
      operations,
    );
    expect(
      operationsForRequest(pageDataSpec(operations), {}, new URLSearchParams('q=knie')),
    ).toBeNull();
  });

  it('puts a query parameter where a variable reads ?<name>, when the query holds just those', () => {
    const operations = [
      { query: 'query Search($search: String!) { a }', variables: { search: '?q', page: 1 } },
    ];
    const asked = (query: string) =>
      operationsForRequest(pageDataSpec(operations), {}, new URLSearchParams(query));
    expect(asked('q=heup%20prothese')).toEqual([
      {
        query: 'query Search($search: String!) { a }',
        variables: { search: 'heup prothese', page: 1 },
      },
    ]);
    // No term, an empty one, a second term or another parameter (a later page): not the answer.
    for (const other of ['', 'q=', 'q=%20', 'q=a&q=b', 'q=knie&programs_page=2', 'x=1'])
      expect(asked(other), other).toBeNull();
  });

  it('names each answer by its operation', () => {
    expect(operationNameOf('query HomePage($now: String!) { a }')).toBe('HomePage');
    expect(operationNameOf('\n  query List { a }')).toBe('List');
    expect(operationNameOf('{ a }')).toBeNull();
    expect(operationNameOf('mutation Change { a }')).toBeNull();
  });

  it('answers each operation with its variables, a declared $now being the minute of the request', async () => {
    const before = Date.now();
    const answers = await pageDataFor(
      async (_query, variables) => ({ echo: variables }),
      [
        { query: 'query Home($now: String!) { a }', variables: { limit: 4 } },
        { query: 'query List($page: Int!) { a }', variables: { page: 2 } },
      ],
    );
    const home = answers?.Home as unknown as { variables: { now: string; limit: number } };
    expect(home.variables.limit).toBe(4);
    const now = Date.parse(home.variables.now);
    expect(now % 60_000).toBe(0);
    expect(now).toBeGreaterThan(before - 60_000);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(answers?.Home?.data).toEqual({ echo: home.variables });
    expect(answers?.List).toEqual({ variables: { page: 2 }, data: { echo: { page: 2 } } });
  });

  it('leaves out an operation that fails or is too slow, and gives null when none answered', async () => {
    const operations = [
      { query: 'query Fails { a }', variables: {} },
      { query: 'query Slow { a }', variables: {} },
      { query: 'query Quick { a }', variables: {} },
    ];
    const run = (query: string) =>
      query.includes('Fails')
        ? Promise.reject(new Error('down'))
        : query.includes('Slow')
          ? new Promise<Record<string, unknown>>(() => undefined)
          : Promise.resolve({ ok: true });
    expect(Object.keys((await pageDataFor(run, operations, 50)) ?? {})).toEqual(['Quick']);
    expect(await pageDataFor(run, operations.slice(0, 2), 20)).toBeNull();
  });
});
