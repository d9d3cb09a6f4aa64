// GraphQL events, posts, users and me against /v1 on a seeded gateway: the same rows, order and
// paging for the same caller and arguments; drafts and other people's accounts stay hidden as /v1
// hides them; /v1's 401 and 403 come through as UNAUTHENTICATED and FORBIDDEN.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import {
  expectListEqualsV1,
  expectMissingIsNull,
  expectOneEqualsV1,
  selectionFor,
  v1Url,
} from '../support/compare.ts';
import { codesOf, errorLines } from '../support/graphql-answers.ts';
import { fromV1, objectType, upperName } from '../support/schema-shapes.ts';
import { useSeededGateway, type V1List, type V1Row } from '../support/seeded-gateway.ts';
import { idsOf, v1Get } from '../support/v1-calls.ts';

/** A user's includes, without `evaluations` (GraphQL splits those rows; checked on their own). */
const userIncludes = ['role', 'program', 'association', 'avatar'];

type UserRow = V1Row & {
  evaluations: {
    id: number;
    title: string;
    slug: string;
    status: string;
    contact_function: string;
  }[];
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL events, posts, users, me', target),
    () => {
      const gateway = useSeededGateway(target);

      it('events: equal /v1 with their owners; filter, sort DESC and paging pass through', async () => {
        await expectListEqualsV1(gateway, 'anonymous', {
          query: 'events',
          path: '/events',
          includes: ['eventable'],
        });
        const { v1 } = await expectListEqualsV1(gateway, 'anonymous', {
          query: 'events',
          path: '/events',
          includes: ['eventable'],
          args: 'filter: { eventableType: PROGRAM, type: [DOWNLOAD, WEBINAR] }, sort: [{ field: TITLE, direction: DESC }, { field: ID }], page: 2, limit: 5',
          v1Query:
            'filter[eventable_type]=program&filter[type][]=download&filter[type][]=webinar&sort=!title,id&page=2&limit=5',
        });
        expect(v1.data.length).toBeGreaterThan(0);
        expect(new Set(v1.data.map((event) => event.eventable_type))).toEqual(new Set(['program']));
      });

      it('event(id): equals /v1; a missing id is null', async () => {
        const last = (await v1Get<V1List>(gateway.v1.anonymous, '/events?sort=!id&limit=1'))
          .data[0];
        await expectOneEqualsV1(gateway, 'anonymous', {
          query: 'event',
          type: 'Event',
          path: '/events',
          id: String(last?.id),
          includes: ['eventable'],
        });
        await expectMissingIsNull(gateway, 'anonymous', 'event');
      });

      it('posts: a visitor gets the published ones, staff all, each as /v1 lists them', async () => {
        const visitor = await expectListEqualsV1(gateway, 'anonymous', {
          query: 'posts',
          path: '/posts',
          includes: ['postable'],
          args: 'limit: 100',
          v1Query: 'limit=100',
        });
        const editor = await expectListEqualsV1(gateway, 'editor', {
          query: 'posts',
          path: '/posts',
          includes: ['postable'],
          args: 'limit: 100',
          v1Query: 'limit=100',
        });
        expect(visitor.v1.total).toBeLessThan(editor.v1.total);
        const now = Date.now();
        expect(visitor.v1.data.every((post) => Date.parse(String(post.publish_at)) <= now)).toBe(
          true,
        );
        await expectListEqualsV1(gateway, 'anonymous', {
          query: 'posts',
          path: '/posts',
          includes: ['postable'],
          args: 'filter: { postableType: EVALUATION, isPinned: false }, sort: [{ field: PUBLISH_AT, direction: DESC }], page: 2, limit: 4',
          v1Query:
            'filter[postable_type]=evaluation&filter[is_pinned]=false&sort=!publish_at&page=2&limit=4',
        });
      });

      it('post(id): equals /v1; a draft is null for a visitor and there for staff', async () => {
        const published = (await v1Get<V1List>(gateway.v1.anonymous, '/posts?limit=1')).data[0];
        await expectOneEqualsV1(gateway, 'anonymous', {
          query: 'post',
          type: 'Post',
          path: '/posts',
          id: String(published?.id),
          includes: ['postable'],
        });
        const visible = new Set(
          idsOf((await v1Get<V1List>(gateway.v1.anonymous, '/posts?limit=100')).data),
        );
        const staffOnly = (await v1Get<V1List>(gateway.v1.editor, '/posts?limit=100')).data.find(
          (post) => !visible.has(String(post.id)),
        );
        expect(staffOnly).toBeDefined();
        const query = 'query P($id: ID!) { post(id: $id) { id title } }';
        const hidden = await gateway.graphql.anonymous(query, { id: String(staffOnly?.id) });
        expect(hidden.errors).toEqual([]);
        expect(hidden.data).toEqual({ post: null });
        await expectOneEqualsV1(gateway, 'editor', {
          query: 'post',
          type: 'Post',
          path: '/posts',
          id: String(staffOnly?.id),
        });
        await expectMissingIsNull(gateway, 'anonymous', 'post');
      });

      it('users: an admin lists everyone, others only themself, as /v1 says; visitors are refused', async () => {
        const { v1 } = await expectListEqualsV1(gateway, 'admin', {
          query: 'users',
          path: '/users',
          includes: userIncludes,
        });
        expect(v1.total).toBeGreaterThan(3);
        for (const who of ['editor', 'researcher'] as const) {
          const own = await expectListEqualsV1(gateway, who, {
            query: 'users',
            path: '/users',
            includes: userIncludes,
          });
          expect(own.v1.total).toBe(1);
          expect(own.v1.data[0]?.email).toBe(`${who}@example.org`);
        }
        expect((await gateway.v1.anonymous.get('/users')).status).toBe(401);
        const refused = await gateway.graphql.anonymous('{ users { data { id } } }');
        expect(codesOf(refused)).toEqual(['UNAUTHENTICATED']);
        expect(refused.data).toBeNull();
      });

      it('users: filter, sort DESC and paging equal /v1', async () => {
        const { v1 } = await expectListEqualsV1(gateway, 'admin', {
          query: 'users',
          path: '/users',
          includes: userIncludes,
          args: 'filter: { role: [RESEARCHER], isActive: true }, sort: [{ field: EMAIL, direction: DESC }], page: 2, limit: 5',
          v1Query: 'filter[role][]=researcher&filter[is_active]=true&sort=!email&page=2&limit=5',
        });
        expect(v1.data.length).toBe(5);
        expect(new Set(v1.data.map((user) => (user.role as { name: string }).name))).toEqual(
          new Set(['researcher']),
        );
      });

      it('users: each evaluation row /v1 nests becomes { evaluation, contactFunction }', async () => {
        const v1 = await v1Get<V1List<UserRow>>(
          gateway.v1.admin,
          v1Url('/users', ['evaluations'], 'limit=100'),
        );
        const answer = await gateway.graphql.admin<{
          users: { data: { id: string; evaluations: unknown[] }[] };
        }>(`{ users(limit: 100) {
          data { id evaluations { contactFunction evaluation { id title slug status url } } }
        } }`);
        expect(errorLines(answer)).toEqual([]);
        const expected = v1.data.map((user) => ({
          id: String(user.id),
          evaluations: user.evaluations.map((row) => ({
            contactFunction: upperName(row.contact_function),
            evaluation: {
              id: String(row.id),
              title: row.title,
              slug: row.slug,
              status: upperName(row.status),
              url: `/evaluations/${row.slug}`,
            },
          })),
        }));
        expect(expected.some((user) => user.evaluations.length > 0)).toBe(true);
        expect(answer.data?.users.data).toEqual(expected);
      });

      it('user(id): equals /v1; null for a researcher reading someone else, as /v1 hides them', async () => {
        const someone = (await v1Get<V1List>(gateway.v1.admin, '/users?sort=!id&limit=1')).data[0];
        await expectOneEqualsV1(gateway, 'admin', {
          query: 'user',
          type: 'User',
          path: '/users',
          id: String(someone?.id),
          includes: userIncludes,
        });
        await expectMissingIsNull(gateway, 'admin', 'user');
        const v1 = await gateway.v1.researcher.get(`/users/${someone?.id}`);
        const answer = await gateway.graphql.researcher(
          'query U($id: ID!) { user(id: $id) { id } }',
          {
            id: String(someone?.id),
          },
        );
        // /v1 hides other accounts from a researcher (404), so the single read is null.
        expect(v1.status).toBe(404);
        expect(answer.errors).toEqual([]);
        expect(answer.data).toEqual({ user: null });
        expect(codesOf(await gateway.graphql.anonymous('{ user(id: "1") { id } }'))).toEqual([
          'UNAUTHENTICATED',
        ]);
      });

      it('me: the signed-in user with their role, as /v1 has them; null without a token', async () => {
        for (const who of ['researcher', 'editor', 'admin'] as const) {
          const own = (await v1Get<V1List>(gateway.v1[who], '/users?filter[current]=true')).data[0];
          const v1 = await v1Get<{ data: V1Row & { role: { name: string } } }>(
            gateway.v1[who],
            v1Url(`/users/${own?.id}`, userIncludes),
          );
          const user = objectType('User');
          const answer = await gateway.graphql[who](`{ me ${selectionFor([v1.data], user)} }`);
          expect(errorLines(answer)).toEqual([]);
          expect(answer.data).toEqual({ me: fromV1(v1.data, user) });
          expect(upperName(v1.data.role.name)).toBe(who.toUpperCase());
        }
        const visitor = await gateway.graphql.anonymous('{ me { id } }');
        expect(visitor.errors).toEqual([]);
        expect(visitor.data).toEqual({ me: null });
      });
    },
  );
}
