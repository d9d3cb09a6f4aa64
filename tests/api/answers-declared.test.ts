// What /v1 answers is declared in its OpenAPI document, status by status: every operation names the
// body of its success and the errors every route can give, and what the gateway really answers
// fits the schema of its status with no field more (support/openapi-answers.ts closes every
// object) and no required field less. The reads are every GET route with each include and all of
// them, as an admin and as a visitor (support/read-walk.ts); writes and errors are sampled.
import { beforeAll, describe, expect, it } from 'vitest';
import { pgliteTestDatabase } from '../../gateway/src/test-support/test-database.ts';
import type { ApiResponse } from '../support/api-server.ts';
import { useSeededGateway, type V1List, type V1One } from '../support/seeded-gateway.ts';
import {
  type AnswerValidator,
  answerValidator,
  fetchOpenApi,
  type OpenApiDocument,
} from '../support/openapi-answers.ts';
import { readEveryRoute } from '../support/read-walk.ts';

const pglite = pgliteTestDatabase();

/** What a client's answer was, as the validator takes it. */
const asAnswer = (response: ApiResponse<unknown>) => ({
  status: response.status,
  contentType: response.headers.get('content-type') ?? '',
  text: response.body === undefined ? '' : JSON.stringify(response.body),
});

describe('answers declared in the OpenAPI document', () => {
  const gateway = useSeededGateway(pglite);
  let spec: OpenApiDocument;
  let validator: AnswerValidator;
  beforeAll(async () => {
    spec = await fetchOpenApi(gateway.server.baseUrl);
    validator = answerValidator(spec);
  });

  it('declares for every operation the body of its success and the errors every route gives', () => {
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(250);
    const missing: string[] = [];
    for (const { path, method, operation } of operations) {
      const responses = operation.responses ?? {};
      const successes = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
      const name = `${method.toUpperCase()} ${path}`;
      if (successes.length === 0) missing.push(`${name}: no success`);
      for (const status of successes) {
        const content = responses[status]?.content;
        // 204 has no body; every other success names the schema of its body.
        if (status === '204' ? content !== undefined : !Object.values(content ?? {})[0]?.schema)
          missing.push(`${name}: ${status} without its body`);
      }
      for (const status of ['401', '422', '500'])
        if (!responses[status]?.content?.['application/json']?.schema)
          missing.push(`${name}: no ${status}`);
    }
    expect(missing).toEqual([]);
    // Errors share their components; records are components too, referenced from the answers.
    const notFound = spec.paths['/v1/countries/{id}']?.get?.responses?.['404'];
    expect(notFound?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(Object.keys(spec.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'ValidationError', 'Conflict', 'Evaluation', 'File']),
    );
  });

  it('holds an answer to its schema: no undeclared field, no required field missing', async () => {
    const response = await gateway.v1.anonymous.get<V1One>('/countries/1');
    expect(response.status).toBe(200);
    const check = (body: unknown) =>
      validator.check('GET', '/v1/countries/{id}', {
        status: 200,
        contentType: 'application/json',
        text: JSON.stringify(body),
      });
    const { name: _, ...withoutName } = response.body.data;
    expect(check(response.body)).toEqual([]);
    expect(check({ data: { ...response.body.data, secret: 'x' } })).not.toEqual([]);
    expect(check({ data: withoutName })).not.toEqual([]);
    expect(check({ ...response.body, extra: 1 })).not.toEqual([]);
    expect(
      validator.check('GET', '/v1/countries/{id}', {
        status: 418,
        contentType: 'application/json',
        text: '{}',
      }),
    ).toEqual(['418 is not declared']);
  });

  it('answers every GET route, with every include, as its schema declares', async () => {
    const problems: string[] = [];
    const statuses = new Set<number>();
    let answered = 0;
    const { routes } = await readEveryRoute(
      gateway.server.baseUrl,
      { admin: gateway.tokens.admin, visitor: '' },
      (answer) => {
        answered += 1;
        statuses.add(answer.status);
        const [problem] = validator.check('GET', answer.route, answer);
        if (problem) problems.push(`${answer.caller} ${answer.url}: ${problem}`);
      },
    );
    expect(routes).toBeGreaterThan(40);
    expect(answered).toBeGreaterThan(250);
    // The admin reads records; the visitor also meets the 401 of the routes for signed-in users.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 401]));
    expect(problems).toEqual([]);
  }, 600_000);

  it('answers writes, refusals and errors as declared', async () => {
    const { admin, researcher, anonymous } = gateway.v1;
    const checked: [string, string, ApiResponse<unknown>][] = [];
    const expectDeclared = (method: string, path: string, response: ApiResponse<unknown>) => {
      checked.push([method, path, response]);
      return response;
    };

    const evaluations = await admin.get<V1List>('/evaluations?with[]=specializations&limit=5');
    const evaluation = evaluations.body.data[0];
    if (!evaluation) throw new Error('no evaluation in the demo content');
    const used = (evaluation.specializations as { id: number }[] | undefined)?.[0];
    if (!used) throw new Error('the first evaluation has no specialization');

    const created = expectDeclared(
      'POST',
      '/v1/specializations',
      await admin.post('/specializations', { title: 'Antwoordkunde' }),
    );
    expect(created.status).toBe(201);
    expect(
      expectDeclared(
        'PATCH',
        '/v1/evaluations/{id}',
        await admin.patch(`/evaluations/${evaluation.id}`, { study_title: 'Een studie' }),
      ).status,
    ).toBe(200);
    expect(
      expectDeclared(
        'POST',
        '/v1/evaluations/{id}/relationships/criteria',
        await admin.post(`/evaluations/${evaluation.id}/relationships/criteria`, {
          type: 'inclusion',
          content: 'Volwassen',
        }),
      ).status,
    ).toBe(201);
    expect(
      expectDeclared(
        'PATCH',
        '/v1/evaluations/{id}/relationships/settings',
        await admin.patch(`/evaluations/${evaluation.id}/relationships/settings`, {
          colour: 'blue',
        }),
      ).status,
    ).toBe(200);
    expect(
      expectDeclared(
        'POST',
        '/v1/auth/login',
        await anonymous.post('/auth/login', {
          email: 'nobody@example.org',
          password: 'wrong password',
        }),
      ).status,
    ).toBe(401);
    expect(
      expectDeclared('POST', '/v1/specializations', await admin.post('/specializations', {}))
        .status,
    ).toBe(422);
    expect(
      expectDeclared('GET', '/v1/countries/{id}', await anonymous.get('/countries/999999')).status,
    ).toBe(404);
    expect(expectDeclared('GET', '/v1/settings', await researcher.get('/settings')).status).toBe(
      403,
    );
    expect(
      expectDeclared(
        'DELETE',
        '/v1/specializations/{id}',
        await admin.delete(`/specializations/${used.id}`),
      ).status,
    ).toBe(409);
    expect(
      expectDeclared(
        'DELETE',
        '/v1/specializations/{id}',
        await admin.delete(`/specializations/${(created.body as V1One).data.id}`),
      ).status,
    ).toBe(204);

    const problems = checked.flatMap(([method, path, response]) =>
      validator
        .check(method, path, asAnswer(response))
        .map((problem) => `${method} ${path}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
