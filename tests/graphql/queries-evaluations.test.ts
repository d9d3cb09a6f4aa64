// GraphQL evaluations, evaluation and inclusionData against /v1 on a seeded gateway: the same rows,
// order and paging for the same arguments; one evaluation fully nested in one request equal to
// GET /v1/evaluations/:id with every include; visibility and errors passed through.
import { describe, expect, it } from 'vitest';
import { samplePng } from '../../gateway/src/test-support/sample-files.ts';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectListEqualsV1, expectOneEqualsV1, selectionFor, v1Url } from '../support/compare.ts';
import { codesOf, errorLines } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { fromV1, objectType } from '../support/schema-shapes.ts';
import { useSeededGateway, type V1List, type V1Row } from '../support/seeded-gateway.ts';
import { idsOf, v1Get } from '../support/v1-calls.ts';

/** Every part of an evaluation /v1 returns on request. */
const everyPart = [
  'applicables',
  'criteria',
  'participants',
  'people',
  'measures',
  'documents',
  'links',
  'posts',
  'data',
  'programs',
  'associations',
  'specializations',
  'trial_bureaus',
  'gradation',
  'logo',
  'banner',
  'settings',
];
const listIncludes = ['logo', 'gradation', 'specializations', 'programs', 'associations'];

type Row = V1Row & { status: string; title: string; slug: string };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL evaluations, evaluation, inclusionData', target),
    () => {
      const gateway = useSeededGateway(target);

      it('evaluations: a visitor gets the published ones, as /v1 lists them', async () => {
        const { v1 } = await expectListEqualsV1(gateway, 'anonymous', {
          query: 'evaluations',
          path: '/evaluations',
          includes: listIncludes,
        });
        expect(v1.data.length).toBe(25);
        expect(new Set(v1.data.map((row) => row.status))).toEqual(new Set(['published']));
        const all = await v1Get<V1List>(gateway.v1.admin, '/evaluations?limit=1');
        expect(v1.total).toBeLessThan(all.total);
      });

      it('evaluations: admin sees every status; page 2 of 5 equals /v1 page 2 of 5', async () => {
        const { v1 } = await expectListEqualsV1(gateway, 'admin', {
          query: 'evaluations',
          path: '/evaluations',
          includes: listIncludes,
          args: 'page: 2, limit: 5',
          v1Query: 'page=2&limit=5',
        });
        expect(v1).toMatchObject({ current_page: 2, per_page: 5, from: 6, to: 10 });
        const statuses = await v1Get<V1List<Row>>(gateway.v1.admin, '/evaluations?limit=100');
        expect(new Set(statuses.data.map((row) => row.status)).size).toBeGreaterThan(1);
      });

      it('evaluations: filters by status, program and search as /v1 does', async () => {
        const program = (await v1Get<V1List>(gateway.v1.admin, '/programs?limit=1')).data[0];
        const cases = [
          {
            args: 'filter: { status: [DRAFT, NEW] }',
            v1: 'filter[status][]=draft&filter[status][]=new',
          },
          {
            args: `filter: { status: [PUBLISHED], programId: ["${program?.id}"] }`,
            v1: `filter[status][]=published&filter[program_id][]=${program?.id}`,
          },
          { args: 'filter: { search: "kinderen" }', v1: 'filter[search]=kinderen' },
          {
            args: 'filter: { isVisibleAtInclusionMonitor: true }',
            v1: 'filter[is_visible_at_inclusion_monitor]=true',
          },
        ];
        for (const { args, v1: v1Query } of cases) {
          const { v1 } = await expectListEqualsV1(gateway, 'admin', {
            query: 'evaluations',
            path: '/evaluations',
            args,
            v1Query,
          });
          const all = await v1Get<V1List>(gateway.v1.admin, '/evaluations?limit=1');
          expect(v1.total, args).toBeGreaterThan(0);
          expect(v1.total, args).toBeLessThan(all.total);
        }
      });

      it('evaluations: sorts with direction; DESC is /v1 `!key`', async () => {
        const descending = await expectListEqualsV1(gateway, 'admin', {
          query: 'evaluations',
          path: '/evaluations',
          args: 'limit: 100, sort: [{ field: TITLE, direction: DESC }]',
          v1Query: 'limit=100&sort=!title',
        });
        const ascending = await expectListEqualsV1(gateway, 'admin', {
          query: 'evaluations',
          path: '/evaluations',
          args: 'limit: 100, sort: [{ field: TITLE }]',
          v1Query: 'limit=100&sort=title',
        });
        expect(idsOf(descending.v1.data)).toEqual(idsOf(ascending.v1.data).reverse());
        await expectListEqualsV1(gateway, 'admin', {
          query: 'evaluations',
          path: '/evaluations',
          args: 'limit: 100, sort: [{ field: STATUS }, { field: STARTS_AT, direction: DESC }]',
          v1Query: 'limit=100&sort=status,!starts_at',
        });
      });

      it('evaluations: a limit over 100 is BAD_USER_INPUT with /v1’s field messages', async () => {
        const v1 = await gateway.v1.admin.get<{
          message: string;
          errors: Record<string, string[]>;
        }>('/evaluations?limit=101');
        expect(v1.status).toBe(422);
        const answer = await gateway.graphql.admin('{ evaluations(limit: 101) { data { id } } }');
        expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
        expect(answer.errors[0]?.message).toBe(v1.body.message);
        expect(answer.errors[0]?.extensions?.errors).toEqual(v1.body.errors);
      });

      it('evaluation: one request with every part nested equals /v1 with every include', async () => {
        const candidates = await v1Get<V1List<Row>>(
          gateway.v1.admin,
          v1Url('/evaluations', everyPart, 'limit=100&filter[status][]=published'),
        );
        // The demo has no evaluation with a banner, and few with a logo: give the fullest one both.
        const fullest = candidates.data
          .map((row) => ({ row, empty: everyPart.filter((part) => isEmpty(row[part])) }))
          .sort((a, b) => a.empty.length - b.empty.length)[0];
        expect(fullest?.empty.filter((part) => part !== 'logo' && part !== 'banner')).toEqual([]);
        const id = fullest?.row.id;
        const image = new FormData();
        image.append('file', new Blob([samplePng()]), 'beeld.png');
        const uploaded = await gateway.v1.admin.post<{ data: { id: number } }>('/files', image);
        expect(uploaded.status).toBe(201);
        const fileId = uploaded.body.data.id;
        expect(
          (
            await gateway.v1.admin.patch(`/evaluations/${id}`, {
              logo_id: fileId,
              banner_id: fileId,
            })
          ).status,
        ).toBe(200);

        const v1 = await v1Get<{ data: Row }>(
          gateway.v1.admin,
          v1Url(`/evaluations/${id}`, everyPart),
        );
        expect(everyPart.filter((part) => isEmpty(v1.data[part]))).toEqual([]);
        const evaluation = objectType('Evaluation');
        const selection = selectionFor([v1.data], evaluation);
        for (const nested of ['people { id userId contactFunction user {', 'data {', 'center {'])
          expect(selection).toContain(nested);
        const answer = await gateway.graphql.admin<{ evaluation: unknown }>(
          `query Full($id: ID!) { evaluation(id: $id) ${selection} }`,
          { id: String(id) },
        );
        expect(errorLines(answer)).toEqual([]);
        expect(answer.data?.evaluation).toEqual(fromV1(v1.data, evaluation));
      });

      it('evaluation: by slug is the same record as by id; unknown is null; neither is BAD_USER_INPUT', async () => {
        const first = (await v1Get<V1List<Row>>(gateway.v1.anonymous, '/evaluations?limit=1'))
          .data[0];
        const v1 = await expectOneEqualsV1(gateway, 'anonymous', {
          query: 'evaluation',
          type: 'Evaluation',
          path: '/evaluations',
          id: String(first?.id),
          includes: ['programs', 'associations', 'specializations', 'gradation', 'logo'],
        });
        const bySlug = await gateway.graphql.anonymous<{ evaluation: unknown }>(
          `query BySlug($slug: String!) { evaluation(slug: $slug) ${selectionFor([v1], objectType('Evaluation'))} }`,
          { slug: first?.slug },
        );
        expect(bySlug.errors).toEqual([]);
        expect(bySlug.data?.evaluation).toEqual(fromV1(v1, objectType('Evaluation')));

        const unknown = await gateway.graphql.anonymous(
          '{ byId: evaluation(id: "987654") { id } bySlug: evaluation(slug: "bestaat-niet") { id } }',
        );
        expect(unknown.errors).toEqual([]);
        expect(unknown.data).toEqual({ byId: null, bySlug: null });

        // A page address with a NUL (or a lone surrogate) names no evaluation: null, not an error.
        const unstorable = await gateway.graphql.anonymous(
          'query Unstorable($nul: String!, $surrogate: String!) { nul: evaluation(slug: $nul) { id } surrogate: evaluation(slug: $surrogate) { id } }',
          { nul: '1\u0000', surrogate: 'a\ud800' },
        );
        expect(unstorable.errors).toEqual([]);
        expect(unstorable.data).toEqual({ nul: null, surrogate: null });

        for (const query of ['{ evaluation { id } }', '{ evaluation(slug: "") { id } }']) {
          const neither = await gateway.graphql.anonymous(query);
          expect(codesOf(neither), query).toEqual(['BAD_USER_INPUT']);
          expect(neither.data).toEqual({ evaluation: null });
        }
      });

      it('evaluation: a visitor sees public documents only, published posts only, and no contact details', async () => {
        const published = await v1Get<V1List<Row>>(
          gateway.v1.admin,
          v1Url('/evaluations', ['documents', 'people'], 'limit=100&filter[status][]=published'),
        );
        const withPrivate = published.data.find((row) =>
          (row.documents as { is_public: boolean }[]).some((document) => !document.is_public),
        );
        expect(withPrivate).toBeDefined();
        const id = String(withPrivate?.id);
        const anonymousV1 = await expectOneEqualsV1(gateway, 'anonymous', {
          query: 'evaluation',
          type: 'Evaluation',
          path: '/evaluations',
          id,
          includes: ['documents', 'people', 'posts'],
        });
        const query = `query Seen($id: ID!) {
          evaluation(id: $id) {
            documents { id isPublic }
            people { id user { name email phoneNumber } }
          }
        }`;
        type Seen = {
          evaluation: {
            documents: { id: string; isPublic: boolean }[];
            people: { user: { name: string; email: string | null; phoneNumber: string | null } }[];
          };
        };
        const visitor = dataOf(await gateway.graphql.anonymous<Seen>(query, { id })).evaluation;
        const admin = dataOf(await gateway.graphql.admin<Seen>(query, { id })).evaluation;
        expect(visitor.documents.map((document) => document.id)).toEqual(
          idsOf(anonymousV1.documents as V1Row[]),
        );
        expect(visitor.documents.every((document) => document.isPublic)).toBe(true);
        expect(admin.documents.length).toBeGreaterThan(visitor.documents.length);
        expect(visitor.people.length).toBeGreaterThan(0);
        expect(visitor.people.map(({ user }) => [user.email, user.phoneNumber])).toEqual(
          visitor.people.map(() => [null, null]),
        );
        expect(admin.people.every(({ user }) => (user.email ?? '').includes('@'))).toBe(true);

        const draft = (
          await v1Get<V1List<Row>>(gateway.v1.admin, '/evaluations?filter[status][]=draft&limit=1')
        ).data[0];
        const hidden = await gateway.graphql.anonymous<{ evaluation: unknown }>(
          'query Hidden($id: ID!, $slug: String!) { byId: evaluation(id: $id) { id } bySlug: evaluation(slug: $slug) { id } }',
          { id: String(draft?.id), slug: draft?.slug },
        );
        expect(hidden.errors).toEqual([]);
        expect(hidden.data).toEqual({ byId: null, bySlug: null });
        const seenByAdmin = await gateway.graphql.admin<{ evaluation: { id: string } }>(
          'query Draft($id: ID!) { evaluation(id: $id) { id } }',
          { id: String(draft?.id) },
        );
        expect(dataOf(seenByAdmin).evaluation.id).toBe(String(draft?.id));
      });

      it('inclusionData: rows with center and evaluation, as /v1/data lists them, per caller', async () => {
        for (const who of ['anonymous', 'researcher'] as const) {
          const { v1 } = await expectListEqualsV1(gateway, who, {
            query: 'inclusionData',
            path: '/data',
            includes: ['center', 'evaluation'],
          });
          expect(v1.data.length).toBe(25);
        }
        const anonymous = await v1Get<V1List>(gateway.v1.anonymous, '/data?limit=1');
        const researcher = await v1Get<V1List>(gateway.v1.researcher, '/data?limit=1');
        expect(anonymous.total).toBeLessThan(researcher.total);
      });

      it('inclusionData: filter, sort DESC and paging pass through', async () => {
        const evaluationId = (
          await v1Get<V1List>(
            gateway.v1.admin,
            '/evaluations?filter[is_visible_at_inclusion_monitor]=true&limit=1',
          )
        ).data[0]?.id;
        const { v1 } = await expectListEqualsV1(gateway, 'admin', {
          query: 'inclusionData',
          path: '/data',
          includes: ['center'],
          args: `filter: { evaluationId: ["${evaluationId}"], from: "2024-01" }, sort: [{ field: DATE, direction: DESC }, { field: CENTER }], page: 2, limit: 10`,
          v1Query: `filter[evaluation_id][]=${evaluationId}&filter[from]=2024-01&sort=!date,center&page=2&limit=10`,
        });
        expect(v1.data.length).toBe(10);
        expect(new Set(v1.data.map((row) => row.evaluation_id))).toEqual(new Set([evaluationId]));
      });
    },
  );
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);
