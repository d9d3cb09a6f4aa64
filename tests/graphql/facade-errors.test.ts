// How the facade passes /v1's refusals on, and how it behaves when /v1 fails or does not answer:
// error codes, field messages in the caller's language, a partial search, never a hang.
import { beforeEach, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { useProxiedSeededGateway } from '../support/v1-proxy.ts';

type Search = {
  search: {
    items: { model: string; title: string; url: string; subtitle: string }[];
    errors: { model: string; message: string }[];
  };
};

const SEARCH = `query Search($term: String!) {
  search(term: $term) { items { model title url subtitle } errors { model message } }
}`;

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL errors and a failing /v1', target),
    () => {
      const gateway = useProxiedSeededGateway(target, { V1_TIMEOUT_MS: '1000' });
      beforeEach(() => gateway.proxy.behave(() => 'pass'));

      it('searches the three kinds side by side', async () => {
        const { data, errors } = await gateway.graphql.anonymous<Search>(SEARCH, {
          term: 'appendicitis',
        });
        expect(errors).toEqual([]);
        expect(data?.search.errors).toEqual([]);
        expect(new Set(data?.search.items.map((item) => item.model))).toContain('EVALUATION');
      });

      it.each([
        ['fails', { status: 500, body: { message: 'Er ging iets mis.' } }],
        ['does not answer', 'hang'],
      ] as const)(
        'still answers the other kinds when the programs part %s',
        async (_, behaviour) => {
          const term = 'zorg';
          const healthy = await gateway.graphql.anonymous<Search>(SEARCH, { term });
          const expectedOthers = healthy.data?.search.items.filter(
            (item) => item.model !== 'PROGRAM',
          );
          expect(expectedOthers?.length).toBeGreaterThan(0);

          gateway.proxy.behave(({ url }) => (url.startsWith('/v1/programs') ? behaviour : 'pass'));
          const { data, errors } = await gateway.graphql.anonymous<Search>(SEARCH, { term });
          expect(errors).toEqual([]);
          expect(data?.search.items).toEqual(expectedOthers);
          expect(data?.search.errors).toHaveLength(1);
          expect(data?.search.errors[0]?.model).toBe('PROGRAM');
          expect(data?.search.errors[0]?.message).not.toBe('');
        },
      );

      it('gives SERVICE_UNAVAILABLE with HTTP 503, not a hang, when /v1 does not answer', async () => {
        gateway.proxy.behave(() => 'hang');
        const started = Date.now();
        const { status, data, errors } = await gateway.graphql.anonymous(
          '{ evaluations { data { id } } }',
        );
        // Within the time limit (V1_TIMEOUT_MS 1000) and a margin, never the client's own.
        expect(Date.now() - started).toBeLessThan(1_000 + 1_500);
        expect(status).toBe(503);
        expect(data).toBeNull();
        expect(errors[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
        expect(errors[0]?.message).toMatch(/did not answer/);
      });

      it('passes a 503 of /v1 (its database away) on as SERVICE_UNAVAILABLE with HTTP 503', async () => {
        const message = 'De dienst is tijdelijk niet beschikbaar';
        gateway.proxy.behave(() => ({ status: 503, body: { message } }));
        const { status, data, errors } = await gateway.graphql.anonymous(
          '{ evaluations { data { id } } }',
        );
        expect(status).toBe(503);
        expect(data).toBeNull();
        expect(errors[0]).toMatchObject({
          message,
          extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 },
        });
      });

      it('passes a 422 on as BAD_USER_INPUT with the field messages, in the caller’s language', async () => {
        const query = '{ evaluations(limit: 500) { data { id } } }';
        const dutch = await gateway.graphql.anonymous(query);
        expect(dutch.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(dutch.errors[0]?.extensions?.status).toBe(422);
        const fieldErrors = (answer: typeof dutch) =>
          (answer.errors[0]?.extensions?.errors ?? {}) as Record<string, string[]>;
        const dutchLimit = fieldErrors(dutch).limit;
        expect(dutchLimit?.[0]).toMatch(/100/);

        const english = await gateway.graphql.anonymous(query, {}, { locale: 'en' });
        const englishLimit = fieldErrors(english).limit;
        expect(englishLimit?.[0]).toMatch(/100/);
        expect(englishLimit?.[0]).not.toBe(dutchLimit?.[0]);
      });

      it('passes 401 on as UNAUTHENTICATED and 403 as FORBIDDEN', async () => {
        const anonymous = await gateway.graphql.anonymous('{ users { data { id } } }');
        expect(anonymous.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');

        const expired = await gateway.graphql.anonymous(
          '{ me { id } }',
          {},
          { token: 'not-a-real-token' },
        );
        expect(expired.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');

        const forbidden = await gateway.graphql.researcher(
          'mutation { deleteSpecialization(id: 1) }',
        );
        expect(forbidden.errors[0]?.extensions?.code).toBe('FORBIDDEN');
      });

      it('answers null for a record that is not there, and me is null without a token', async () => {
        const { data, errors } = await gateway.graphql.anonymous<{ evaluation: null; me: null }>(
          '{ evaluation(id: 987654) { id } me { id } }',
        );
        expect(errors).toEqual([]);
        expect(data).toEqual({ evaluation: null, me: null });
      });

      it('hides internals of an unexpected /v1 answer', async () => {
        gateway.proxy.behave(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
        const { errors } = await gateway.graphql.anonymous('{ specializations { data { id } } }');
        expect(errors[0]?.extensions?.code).toBe('V1_ERROR');
        expect(JSON.stringify(errors)).not.toMatch(/stack|at .*\.ts/);
      });
    },
  );
}
