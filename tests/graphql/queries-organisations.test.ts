// GraphQL associations, programs and trial bureaus against /v1 on a seeded gateway: lists and
// single reads with every include, arguments, and what a visitor may see of their evaluations and
// documents.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import {
  expectListEqualsV1,
  expectMissingIsNull,
  expectOneEqualsV1,
  v1Url,
} from '../support/compare.ts';
import { dataOf } from '../support/graphql-client.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';
import { idsOf, v1Get } from '../support/v1-calls.ts';

const organisation = ['logo', 'banner', 'specializations', 'evaluations', 'documents', 'settings'];
const publisher = [...organisation, 'events', 'posts'];

const cases = [
  {
    query: 'associations',
    one: 'association',
    type: 'Association',
    path: '/associations',
    includes: publisher,
    name: 'title',
  },
  {
    query: 'programs',
    one: 'program',
    type: 'Program',
    path: '/programs',
    includes: publisher,
    name: 'title',
  },
  {
    query: 'trialBureaus',
    one: 'trialBureau',
    type: 'TrialBureau',
    path: '/trial-bureau',
    includes: organisation,
    name: 'name',
  },
];

type Organisation = {
  id: number;
  evaluations: { id: number; status: string }[];
  documents: { id: number; is_public: boolean }[];
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL associations, programs, trial bureaus', target),
    () => {
      const gateway = useSeededGateway(target);

      it.each(cases)(
        '$query: every include equals /v1, for a visitor and for admin',
        async (list) => {
          for (const who of ['anonymous', 'admin'] as const) {
            const { v1 } = await expectListEqualsV1(gateway, who, list);
            expect(v1.data.length).toBeGreaterThan(0);
          }
        },
      );

      it.each(cases)('$query: search, sort DESC and paging equal /v1', async (list) => {
        const all = await v1Get<V1List>(gateway.v1.anonymous, `${list.path}?limit=100`);
        const sorted = await expectListEqualsV1(gateway, 'anonymous', {
          ...list,
          args: `sort: [{ field: ${list.name.toUpperCase()}, direction: DESC }]`,
          v1Query: `sort=!${list.name}`,
        });
        expect(idsOf(sorted.v1.data)).toEqual(idsOf(all.data).reverse().slice(0, 25));
        const paged = await expectListEqualsV1(gateway, 'anonymous', {
          ...list,
          args: 'page: 2, limit: 2',
          v1Query: 'page=2&limit=2',
        });
        expect(idsOf(paged.v1.data)).toEqual(idsOf(all.data).slice(2, 4));
        // A word of the first one's name finds it, most relevant first.
        const word = String(all.data[0]?.[list.name])
          .split(/\s+/)
          .filter((part) => part.length > 4)[0];
        const found = await expectListEqualsV1(gateway, 'anonymous', {
          ...list,
          args: `filter: { search: "${word}" }`,
          v1Query: `filter[search]=${encodeURIComponent(word ?? '')}`,
        });
        expect(idsOf(found.v1.data)).toContain(String(all.data[0]?.id));
      });

      it.each(cases)('$one(id): every include equals /v1; a missing id is null', async (list) => {
        const rows = await v1Get<V1List>(gateway.v1.anonymous, `${list.path}?limit=100`);
        for (const row of rows.data.slice(-2))
          await expectOneEqualsV1(gateway, 'anonymous', {
            query: list.one,
            type: list.type,
            path: list.path,
            id: row.id,
            includes: list.includes,
          });
        await expectMissingIsNull(gateway, 'anonymous', list.one);
      });

      it.each(cases)(
        '$one: a visitor sees published evaluations and public documents only',
        async (list) => {
          const url = v1Url(list.path, ['evaluations', 'documents'], 'limit=100');
          const admin = await v1Get<V1List<Organisation>>(gateway.v1.admin, url);
          const chosen = admin.data.find((row) =>
            row.evaluations.some((evaluation) => evaluation.status !== 'published'),
          );
          expect(chosen, 'an organisation with an unpublished evaluation').toBeDefined();
          // Not every kind has a private document in the demo: make one.
          const document = chosen?.documents[0];
          const made = await gateway.v1.admin.patch(
            `${list.path}/${chosen?.id}/relationships/documents/${document?.id}`,
            { is_public: false },
          );
          expect(made.status).toBe(200);
          const query = `query Seen($id: ID!) {
          ${list.one}(id: $id) { evaluations { id status } documents { id isPublic } }
        }`;
          type Seen = Record<
            string,
            { evaluations: { id: string; status: string }[]; documents: { isPublic: boolean }[] }
          >;
          const id = String(chosen?.id);
          const visitor = dataOf(await gateway.graphql.anonymous<Seen>(query, { id }))[list.one];
          const staff = dataOf(await gateway.graphql.admin<Seen>(query, { id }))[list.one];
          expect(visitor?.evaluations.length).toBeGreaterThan(0);
          expect(new Set(visitor?.evaluations.map((evaluation) => evaluation.status))).toEqual(
            new Set(['PUBLISHED']),
          );
          expect(staff?.evaluations.map((evaluation) => evaluation.id)).toEqual(
            idsOf(chosen?.evaluations ?? []),
          );
          expect(visitor?.documents.every((document) => document.isPublic)).toBe(true);
          expect(staff?.documents.length).toBe(chosen?.documents.length);
          expect(visitor?.documents.length).toBeLessThan(staff?.documents.length ?? 0);
        },
      );
    },
  );
}
