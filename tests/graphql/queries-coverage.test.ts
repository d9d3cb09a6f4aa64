// Two guards over the whole Query root: every root query has a test (a new query without one
// fails here), and every field of every type a query answers resolves against the seeded /v1
// (a non-null SDL field /v1 never returns, or an enum value /v1 uses that the SDL lacks, fails).
import fs from 'node:fs';
import path from 'node:path';
import { getNamedType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { errorLines } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { everyField, objectType, PAGE_INFO, queryFieldNames } from '../support/schema-shapes.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

/** Each root query and the test file that checks it against /v1. Keep this list by hand. */
const coveredBy: Record<string, string> = {
  health: 'queries-reference.test.ts',
  evaluations: 'queries-evaluations.test.ts',
  evaluation: 'queries-evaluations.test.ts',
  inclusionData: 'queries-evaluations.test.ts',
  evaluationFacets: 'queries-evaluation-facets.test.ts',
  inclusionMonitor: 'queries-monitor-search.test.ts',
  search: 'queries-monitor-search.test.ts',
  associations: 'queries-organisations.test.ts',
  association: 'queries-organisations.test.ts',
  programs: 'queries-organisations.test.ts',
  program: 'queries-organisations.test.ts',
  trialBureaus: 'queries-organisations.test.ts',
  trialBureau: 'queries-organisations.test.ts',
  organisations: 'queries-organisation-interface.test.ts',
  organisation: 'queries-organisation-interface.test.ts',
  specializations: 'queries-reference.test.ts',
  specialization: 'queries-reference.test.ts',
  gradations: 'queries-reference.test.ts',
  gradation: 'queries-reference.test.ts',
  centers: 'queries-reference.test.ts',
  center: 'queries-reference.test.ts',
  addresses: 'queries-reference.test.ts',
  address: 'queries-reference.test.ts',
  countries: 'queries-reference.test.ts',
  country: 'queries-reference.test.ts',
  hours: 'queries-reference.test.ts',
  hour: 'queries-reference.test.ts',
  addressLookup: 'queries-reference.test.ts',
  events: 'queries-users-content.test.ts',
  event: 'queries-users-content.test.ts',
  posts: 'queries-users-content.test.ts',
  post: 'queries-users-content.test.ts',
  users: 'queries-users-content.test.ts',
  user: 'queries-users-content.test.ts',
  me: 'queries-users-content.test.ts',
  userDirectory: 'queries-user-directory.test.ts',
  twoFactor: 'mutations-two-factor.test.ts',
  sessionSettings: 'queries-session-settings.test.ts',
  bugReports: 'bug-reports.test.ts',
  bugReport: 'bug-reports.test.ts',
  boardStatus: 'bug-reports.test.ts',
  siteContent: 'queries-site-content.test.ts',
  sitePages: 'queries-site-content.test.ts',
  sitePage: 'queries-site-content.test.ts',
  history: 'versions.test.ts',
  recentlyDeleted: 'versions.test.ts',
};

/**
 * Lists the seed has no rows for, each resolved field by field in its own test file instead
 * (bug reports: every field, as admin, in bug-reports.test.ts; the history's, in versions.test.ts).
 */
const coveredElsewhere = new Set(['bugReports', 'history', 'recentlyDeleted']);

describe('GraphQL query coverage', () => {
  it('has a test file for every Query field of the schema, and no stale entries', () => {
    expect(Object.keys(coveredBy).sort()).toEqual(queryFieldNames());
  });

  it('finds each query in the file that is said to test it', () => {
    const unnamed = Object.entries(coveredBy).filter(([query, file]) => {
      const source = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
      // In a GraphQL document (`{ evaluations(`, `me {`) or as a name in a table of cases.
      const called = new RegExp(`[{\\s]${query}\\s*[({]`).test(source);
      return !called && !source.includes(`'${query}'`);
    });
    expect(unnamed).toEqual([]);
  });
});

/** Root queries answering `<Type>Page`, with their row type. */
const listQueries = Object.values(objectType('Query').getFields()).flatMap((field) => {
  const page = getNamedType(field.type);
  const data = isObjectType(page) && page.name.endsWith('Page') ? page.getFields().data : undefined;
  const row = data && getNamedType(data.type);
  return row && isObjectType(row) && !coveredElsewhere.has(field.name)
    ? [{ name: field.name, row }]
    : [];
});

/** Root queries reading one record by id, with the list query that finds an id for them. */
const singleReads = Object.values(objectType('Query').getFields()).flatMap((field) => {
  const type = getNamedType(field.type);
  const list = listQueries.find((candidate) => candidate.row === type);
  return list && field.args.some((arg) => arg.name === 'id')
    ? [{ name: field.name, row: list.row, list: list.name }]
    : [];
});

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL: every field of every query resolves', target),
    () => {
      const gateway = useSeededGateway(target);

      it('knows the list and single-read queries of the schema', () => {
        expect(listQueries.map((query) => query.name).sort()).toEqual(
          [
            'addresses',
            'associations',
            'centers',
            'countries',
            'evaluations',
            'events',
            'gradations',
            'hours',
            'inclusionData',
            'posts',
            'programs',
            'specializations',
            'trialBureaus',
            'users',
          ].sort(),
        );
        expect(singleReads.map((query) => query.name).sort()).toEqual(
          [
            'address',
            'association',
            'center',
            'country',
            'evaluation',
            'event',
            'gradation',
            'hour',
            'post',
            'program',
            'specialization',
            'trialBureau',
            'user',
          ].sort(),
        );
      });

      it.each(listQueries)(
        '$name: every field of 100 rows, nested two deep, as admin',
        async ({ name, row }) => {
          const query = `{ ${name}(limit: 100) { data ${everyField(row, 2)} pageInfo ${PAGE_INFO} } }`;
          const answer =
            await gateway.graphql.admin<Record<string, { data: { id: string }[] }>>(query);
          expect(answer.errors).toEqual([]);
          expect(answer.data?.[name]?.data.length).toBeGreaterThan(0);
        },
      );

      it('every field of every list as a visitor: refused only where /v1 refuses visitors', async () => {
        const refused: Record<string, string[]> = {};
        for (const { name, row } of listQueries) {
          const answer = await gateway.graphql.anonymous(
            `{ ${name}(limit: 100) { data ${everyField(row, 2)} pageInfo ${PAGE_INFO} } }`,
          );
          const lines = errorLines(answer);
          if (lines.length > 0) refused[name] = lines;
        }
        const signIn = (path: string) => [`Niet ingelogd @ ${path} (UNAUTHENTICATED)`];
        expect(refused).toEqual({
          // Centers are for signed-in users: their brief form nested in data rows is public,
          // the full record (address, counts, times) is not.
          evaluations: signIn('evaluations.data.*.data.*.center'),
          inclusionData: signIn('inclusionData.data.*.center'),
          centers: signIn('centers'),
          addresses: signIn('addresses'),
          hours: signIn('hours'),
          users: signIn('users'),
        });
      });

      it.each(singleReads)(
        '$name(id): every field, nested two deep, as admin',
        async ({ name, row, list }) => {
          const first = dataOf(
            await gateway.graphql.admin<Record<string, { data: { id: string }[] }>>(
              `{ ${list}(limit: 1) { data { id } } }`,
            ),
          )[list]?.data[0];
          expect(first).toBeDefined();
          const answer = await gateway.graphql.admin<Record<string, { id: string } | null>>(
            `query One($id: ID!) { ${name}(id: $id) ${everyField(row, 2)} }`,
            { id: first?.id },
          );
          expect(answer.errors).toEqual([]);
          expect(answer.data?.[name]?.id).toBe(first?.id);
        },
      );

      it('me, inclusionMonitor and search: every field, as admin', async () => {
        const answer = await gateway.graphql.admin(`{
          me ${everyField(objectType('User'), 2)}
          inclusionMonitor ${everyField(objectType('InclusionMonitor'), 4)}
          search(term: "zorg") ${everyField(objectType('SearchResult'), 2)}
          health ${everyField(objectType('Health'), 0)}
        }`);
        expect(answer.errors).toEqual([]);
      });
    },
  );
}
