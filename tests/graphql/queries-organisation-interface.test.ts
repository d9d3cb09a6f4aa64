// The Organisation interface on a seeded gateway: `organisation(kind, id)` and
// `organisations(kind, ...)` answer each kind with the fields every organisation has and its own
// (`... on TrialBureau { name }`, `... on PublishingOrganisation { events posts }`), the same
// values as the kind's own root field, and an unknown id is null like theirs.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { dataOf } from '../support/graphql-client.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';
import { errorLines } from '../support/graphql-answers.ts';
import { idsOf, v1Get } from '../support/v1-calls.ts';

const kinds = [
  { kind: 'ASSOCIATION', type: 'Association', one: 'association', path: '/associations' },
  { kind: 'PROGRAM', type: 'Program', one: 'program', path: '/programs' },
  { kind: 'TRIAL_BUREAU', type: 'TrialBureau', one: 'trialBureau', path: '/trial-bureau' },
] as const;

/** What every organisation has, nested relations included. */
const SHARED = `id title abbreviation description contact url about logoId bannerId createdAt
  updatedAt logo { id url } banner { id url } specializations { id title }
  evaluations { id title status } documents { id type title isPublic } settings { id key value }`;

const PUBLISHED = 'events { id title type date } posts { id title publishAt }';

/** The same fields through the kind's own root field: a trial bureau's `title` is its name. */
const ownFields = (type: string) =>
  type === 'TrialBureau'
    ? SHARED.replace('id title', 'id title: name name')
    : `${SHARED} ${PUBLISHED}`;

const INTERFACE_QUERY = `query One($kind: OrganisationKind!, $id: ID!) {
  organisation(kind: $kind, id: $id) {
    __typename
    ${SHARED}
    ... on PublishingOrganisation { ${PUBLISHED} }
    ... on TrialBureau { name }
  }
}`;

type Record = { __typename: string; id: string; title: string; name?: string } & {
  [field: string]: unknown;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL Organisation interface', target),
    () => {
      const gateway = useSeededGateway(target);

      it.each(kinds)(
        'organisation(kind: $kind): shared and kind fields equal $one(id), as visitor and admin',
        async ({ kind, type, one, path }) => {
          const rows = await v1Get<V1List>(gateway.v1.admin, `${path}?limit=100&sort=id`);
          const id = String(rows.data.at(-1)?.id);
          for (const who of ['anonymous', 'admin'] as const) {
            const answer = await gateway.graphql[who]<{ organisation: Record | null }>(
              INTERFACE_QUERY,
              { kind, id },
            );
            expect(errorLines(answer)).toEqual([]);
            const own = dataOf(
              await gateway.graphql[who]<{ [root: string]: Record | null }>(
                `query Own($id: ID!) { ${one}(id: $id) { ${ownFields(type)} } }`,
                { id },
              ),
            )[one];
            const { __typename, ...fields } = dataOf(answer).organisation ?? ({} as Record);
            expect(__typename).toBe(type);
            expect(fields).toEqual(own);
            expect(fields.title.length).toBeGreaterThan(0);
            if (type === 'TrialBureau') expect(fields.name).toBe(fields.title);
            else expect(Array.isArray(fields.events) && Array.isArray(fields.posts)).toBe(true);
          }
        },
      );

      it.each(kinds)(
        'organisation(kind: $kind): an unknown id is null without an error, as $one(id) is',
        async ({ kind, one }) => {
          for (const id of ['987654', 'nope']) {
            const answer = await gateway.graphql.anonymous<{ organisation: unknown }>(
              INTERFACE_QUERY,
              { kind, id },
            );
            expect(answer.errors ?? []).toEqual([]);
            expect(answer.data).toEqual({ organisation: null });
            const own = await gateway.graphql.anonymous<{ [root: string]: unknown }>(
              `query Own($id: ID!) { ${one}(id: $id) { id } }`,
              { id },
            );
            expect(own.data).toEqual({ [one]: null });
          }
        },
      );

      it('organisation: an id of another kind answers that kind, or null', async () => {
        const programs = await v1Get<V1List>(gateway.v1.admin, '/programs?limit=100&sort=id');
        const last = String(programs.data.at(-1)?.id);
        const answer = await gateway.graphql.admin<{ organisation: Record | null }>(
          'query ($id: ID!) { organisation(kind: PROGRAM, id: $id) { __typename id } }',
          { id: last },
        );
        expect(dataOf(answer).organisation).toEqual({ __typename: 'Program', id: last });
        expectUnknownKindRefused(
          await gateway.graphql.admin(
            'query ($id: ID!) { organisation(kind: CENTER, id: $id) { id } }',
            { id: last },
          ),
        );
      });

      it.each(kinds)(
        'organisations(kind: $kind): rows, paging, title sort and search equal the kind list',
        async ({ kind, type, path }) => {
          const list = (args: string) => `query List($kind: OrganisationKind!) {
            organisations(kind: $kind, ${args}) {
              data { __typename id title evaluations { id } ... on TrialBureau { name } }
              pageInfo { currentPage lastPage perPage total }
            }
          }`;
          type Page = {
            organisations: {
              data: Record[];
              pageInfo: { currentPage: number; lastPage: number; perPage: number; total: number };
            };
          };
          const name = type === 'TrialBureau' ? 'name' : 'title';
          const all = await v1Get<V1List>(gateway.v1.anonymous, `${path}?limit=100`);

          const paged = dataOf(
            await gateway.graphql.anonymous<Page>(list('page: 2, limit: 1'), { kind }),
          ).organisations;
          expect(paged.data.map((row) => row.id)).toEqual(idsOf(all.data).slice(1, 2));
          expect(paged.pageInfo).toMatchObject({ currentPage: 2, perPage: 1, total: all.total });

          const sorted = dataOf(
            await gateway.graphql.anonymous<Page>(
              list('sort: [{ field: TITLE, direction: DESC }], limit: 100'),
              { kind },
            ),
          ).organisations;
          const v1Sorted = await v1Get<V1List>(
            gateway.v1.anonymous,
            `${path}?limit=100&sort=!${name}&with[]=evaluations`,
          );
          expect(sorted.data.length).toBeGreaterThan(0);
          expect(new Set(sorted.data.map((row) => row.__typename))).toEqual(new Set([type]));
          expect(sorted.data.map((row) => row.id)).toEqual(idsOf(v1Sorted.data));
          expect(sorted.data.map((row) => row.title)).toEqual(
            v1Sorted.data.map((row) => row[name]),
          );
          expect(sorted.data.map((row) => row.evaluations)).toEqual(
            v1Sorted.data.map((row) =>
              (row.evaluations as { id: number }[]).map((evaluation) => ({
                id: String(evaluation.id),
              })),
            ),
          );

          const word = String(all.data[0]?.[name])
            .split(/\s+/)
            .filter((part) => part.length > 4)[0];
          const found = dataOf(
            await gateway.graphql.anonymous<Page>(
              list(`filter: { search: ${JSON.stringify(word)} }`),
              { kind },
            ),
          );
          expect(found.organisations.data.map((row) => row.id)).toContain(String(all.data[0]?.id));
        },
      );
    },
  );
}

function expectUnknownKindRefused(answer: { errors?: { message: string }[] }) {
  expect(answer.errors?.[0]?.message).toMatch(/OrganisationKind/);
}
