// GraphQL reference data against /v1 on a seeded gateway: specializations, gradations, centers,
// addresses, countries, hours (lists and single reads), addressLookup and health. Each answer equals
// /v1's for the same caller and arguments; /v1's role rules come through as GraphQL errors.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import {
  expectListEqualsV1,
  expectMissingIsNull,
  expectOneEqualsV1,
  type ListCase,
} from '../support/compare.ts';
import { codesOf } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { type Role, useSeededGateway, type V1List } from '../support/seeded-gateway.ts';
import { idsOf, v1Get } from '../support/v1-calls.ts';

interface ReferenceCase extends ListCase {
  /** Single read by id. */
  one: string;
  /** Its GraphQL type. */
  type: string;
  /** Who may read it (the first is used for the comparison), and who may not. */
  readers: Role[];
  refused?: { who: Role; code: string };
  /** Arguments to check against /v1: filter, sort with direction, paging. */
  argued: { args: string; v1Query: string };
}

const cases: ReferenceCase[] = [
  {
    query: 'specializations',
    one: 'specialization',
    type: 'Specialization',
    path: '/specializations',
    readers: ['anonymous', 'admin'],
    argued: {
      args: 'filter: { search: "chir" }, sort: [{ field: TITLE, direction: DESC }]',
      v1Query: 'filter[search]=chir&sort=!title',
    },
  },
  {
    query: 'gradations',
    one: 'gradation',
    type: 'Gradation',
    path: '/gradations',
    includes: ['counts'],
    readers: ['anonymous', 'editor'],
    argued: {
      args: 'sort: [{ field: POSITION, direction: DESC }], page: 2, limit: 3',
      v1Query: 'sort=!position&page=2&limit=3',
    },
  },
  {
    query: 'centers',
    one: 'center',
    type: 'Center',
    path: '/centers',
    includes: ['address', 'counts'],
    readers: ['researcher', 'admin'],
    refused: { who: 'anonymous', code: 'UNAUTHENTICATED' },
    argued: {
      args: 'filter: { type: [UMC, STZ] }, sort: [{ field: TYPE, direction: DESC }, { field: TITLE }], page: 2, limit: 5',
      v1Query: 'filter[type][]=umc&filter[type][]=stz&sort=!type,title&page=2&limit=5',
    },
  },
  {
    query: 'addresses',
    one: 'address',
    type: 'Address',
    path: '/addresses',
    includes: ['country'],
    readers: ['researcher', 'editor'],
    refused: { who: 'anonymous', code: 'UNAUTHENTICATED' },
    argued: {
      args: 'filter: { search: "straat" }, sort: [{ field: CITY, direction: DESC }], limit: 5',
      v1Query: 'filter[search]=straat&sort=!city&limit=5',
    },
  },
  {
    query: 'countries',
    one: 'country',
    type: 'Country',
    path: '/countries',
    readers: ['anonymous', 'researcher'],
    argued: {
      args: 'filter: { code: ["NL", "BE", "DE"] }, sort: [{ field: CODE, direction: DESC }]',
      v1Query: 'filter[code][]=NL&filter[code][]=BE&filter[code][]=DE&sort=!code',
    },
  },
  {
    query: 'hours',
    one: 'hour',
    type: 'Hour',
    path: '/hours',
    includes: ['project', 'employee'],
    readers: ['admin', 'researcher'],
    refused: { who: 'anonymous', code: 'UNAUTHENTICATED' },
    argued: {
      args: 'filter: { hourType: [RESEARCH, MEETING] }, sort: [{ field: STARTS_AT, direction: DESC }], page: 2, limit: 4',
      v1Query:
        'filter[hour_type][]=research&filter[hour_type][]=meeting&sort=!starts_at&page=2&limit=4',
    },
  },
];

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL reference queries', target),
    () => {
      const gateway = useSeededGateway(target);

      it('health answers ok', async () => {
        expect(dataOf(await gateway.graphql.anonymous('{ health { status } }'))).toEqual({
          health: { status: 'ok' },
        });
      });

      it.each(cases)('$query: equals /v1 for each caller who may read it', async (list) => {
        for (const who of list.readers) {
          const { v1 } = await expectListEqualsV1(gateway, who, list);
          expect(v1.data.length, who).toBeGreaterThan(0);
        }
      });

      it.each(cases)('$query: filter, sort direction and paging equal /v1', async (list) => {
        const who = list.readers[0] ?? 'admin';
        const { v1 } = await expectListEqualsV1(gateway, who, { ...list, ...list.argued });
        // The arguments change the answer, so a facade that dropped them would fail above.
        const plain = await v1Get<V1List>(gateway.v1[who], list.path);
        const shape = (answer: V1List) => [idsOf(answer.data), answer.current_page, answer.total];
        expect(v1.data.length).toBeGreaterThan(0);
        expect(shape(v1)).not.toEqual(shape(plain));
      });

      it.each(cases)('$one(id): equals /v1; a missing id is null', async (list) => {
        const who = list.readers[0] ?? 'admin';
        const rows = await v1Get<V1List>(gateway.v1[who], `${list.path}?limit=100`);
        const last = rows.data[rows.data.length - 1];
        await expectOneEqualsV1(gateway, who, {
          query: list.one,
          type: list.type,
          path: list.path,
          id: String(last?.id),
          includes: list.includes ? [...list.includes] : [],
        });
        await expectMissingIsNull(gateway, who, list.one);
      });

      it.each(cases.filter((list) => list.refused))(
        '$query: refused as /v1 refuses',
        async (list) => {
          const refused = list.refused ?? { who: 'anonymous', code: '' };
          const v1 = await gateway.v1[refused.who].get(list.path);
          expect(v1.status).toBe(401);
          for (const query of [
            `{ ${list.query} { data { id } } }`,
            `{ ${list.one}(id: "1") { id } }`,
          ]) {
            const answer = await gateway.graphql[refused.who](query);
            expect(codesOf(answer), query).toEqual([refused.code]);
          }
        },
      );

      it('hours: a researcher sees only their own, an editor none, as /v1 says', async () => {
        const me = (await v1Get<V1List>(gateway.v1.researcher, '/users')).data[0];
        const own = await expectListEqualsV1(gateway, 'researcher', {
          query: 'hours',
          path: '/hours',
          args: 'limit: 100',
          v1Query: 'limit=100',
        });
        expect(own.v1.data.length).toBeGreaterThan(0);
        expect(new Set(own.v1.data.map((hour) => hour.employee_id))).toEqual(new Set([me?.id]));
        const editor = await gateway.graphql.editor<{ hours: { data: unknown[] } }>(
          '{ hours { data { id } pageInfo { total } } }',
        );
        expect(dataOf(editor)).toEqual({ hours: { data: [], pageInfo: { total: 0 } } });
        const someones = (await v1Get<V1List>(gateway.v1.admin, '/hours?limit=1')).data[0];
        expect((await gateway.v1.editor.get(`/hours/${someones?.id}`)).status).toBe(404);
        const hidden = await gateway.graphql.editor('query H($id: ID!) { hour(id: $id) { id } }', {
          id: String(someones?.id),
        });
        expect(hidden.errors).toEqual([]);
        expect(hidden.data).toEqual({ hour: null });
      });

      it('addressLookup: street and city as /v1 finds them; null when unknown; refused for visitors', async () => {
        const address = (
          await v1Get<V1List<{ id: number; postcode: string; number: string; number_add: null }>>(
            gateway.v1.researcher,
            '/addresses?limit=100',
          )
        ).data.find((row) => row.number_add === null);
        const body = { postcode: address?.postcode, number: address?.number };
        const v1 = await gateway.v1.researcher.post<{ data: Record<string, unknown> }>(
          '/addresses/autocomplete',
          body,
        );
        expect(v1.status).toBe(200);
        const query = `query Lookup($input: AddressLookupInput!) {
          addressLookup(input: $input) { street city postcode number numberAdd countryId }
        }`;
        const found = dataOf(await gateway.graphql.researcher(query, { input: body }));
        expect(found).toEqual({
          addressLookup: {
            street: v1.body.data.street,
            city: v1.body.data.city,
            postcode: v1.body.data.postcode,
            number: v1.body.data.number,
            numberAdd: null,
            countryId: String(v1.body.data.country_id),
          },
        });
        const unknown = { postcode: address?.postcode, number: '99999' };
        expect((await gateway.v1.researcher.post('/addresses/autocomplete', unknown)).status).toBe(
          404,
        );
        const none = await gateway.graphql.researcher(query, { input: unknown });
        expect(none.errors).toEqual([]);
        expect(none.data).toEqual({ addressLookup: null });
        const invalid = await gateway.graphql.researcher(query, {
          input: { postcode: '12', number: 'x' },
        });
        expect(codesOf(invalid)).toEqual(['BAD_USER_INPUT']);
        expect(Object.keys(invalid.errors[0]?.extensions?.errors ?? {}).sort()).toEqual([
          'number',
          'postcode',
        ]);
        expect(codesOf(await gateway.graphql.anonymous(query, { input: body }))).toEqual([
          'UNAUTHENTICATED',
        ]);
      });
    },
  );
}
