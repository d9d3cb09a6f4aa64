// GraphQL `userDirectory(search, limit)` against GET /v1/users/directory on a seeded gateway: the
// same users for the same caller, only name, title and organisation on the type, UNAUTHENTICATED
// for visitors and /v1's 422 for a search that is too short.
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { codesOf } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { objectType } from '../support/schema-shapes.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';
import { v1Get } from '../support/v1-calls.ts';

type DirectoryUser = {
  id: string;
  name: string;
  title: string | null;
  organisation: string | null;
};

const DIRECTORY = `query Directory($search: String!, $limit: Int) {
  userDirectory(search: $search, limit: $limit) { id name title organisation }
}`;

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL userDirectory', target),
    () => {
      const gateway = useSeededGateway(target);

      it('offers nothing but id, name, title and organisation', () => {
        expect(Object.keys(objectType('DirectoryUser').getFields()).sort()).toEqual([
          'id',
          'name',
          'organisation',
          'title',
        ]);
      });

      it('answers for a researcher what /v1 answers, titles as enum names', async () => {
        const v1 = await v1Get<{
          data: { id: number; name: string; title: string | null; organisation: string | null }[];
        }>(gateway.v1.researcher, '/users/directory?filter[search]=an&limit=20');
        expect(v1.data.length).toBeGreaterThan(1);
        const { userDirectory } = dataOf(
          await gateway.graphql.researcher<{ userDirectory: DirectoryUser[] }>(DIRECTORY, {
            search: 'an',
            limit: 20,
          }),
        );
        const titles: Record<string, string> = {
          'dr.': 'DR',
          'drs.': 'DRS',
          'prof. dr.': 'PROF_DR',
        };
        expect(userDirectory).toEqual(
          v1.data.map((user) => ({
            id: String(user.id),
            name: user.name,
            title: user.title === null ? null : titles[user.title],
            organisation: user.organisation,
          })),
        );
        expect(userDirectory.some((user) => user.title !== null)).toBe(true);
        expect(userDirectory.some((user) => user.organisation !== null)).toBe(true);
      });

      it('takes ten by default and passes the limit on', async () => {
        const byDefault = dataOf(
          await gateway.graphql.editor<{ userDirectory: DirectoryUser[] }>(DIRECTORY, {
            search: 'er',
          }),
        );
        expect(byDefault.userDirectory).toHaveLength(10);
        const two = dataOf(
          await gateway.graphql.editor<{ userDirectory: DirectoryUser[] }>(DIRECTORY, {
            search: 'er',
            limit: 2,
          }),
        );
        expect(two.userDirectory).toEqual(byDefault.userDirectory.slice(0, 2));
      });

      it('refuses visitors and searches shorter than two characters', async () => {
        const visitor = await gateway.graphql.anonymous(DIRECTORY, { search: 'mulder' });
        expect(codesOf(visitor)).toEqual(['UNAUTHENTICATED']);
        const short = await gateway.graphql.researcher(DIRECTORY, { search: 'm' });
        expect(codesOf(short)).toEqual(['BAD_USER_INPUT']);
      });
    },
  );
}
