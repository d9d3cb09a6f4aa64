// No lost updates through GraphQL (issue 28): a record's `version`, an update's `version` argument,
// changes to other fields merged, and the same field a CONFLICT with each field's values and who.
import { beforeAll, describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { expectError } from '../support/graphql-answers.ts';
import { dataOf } from '../support/graphql-client.ts';
import { everyField, objectType, PAGE_INFO } from '../support/schema-shapes.ts';
import { useSeededGateway } from '../support/seeded-gateway.ts';

const READ = 'query ($id: ID!) { evaluation(id: $id) { id version title description } }';
const UPDATE = `mutation ($id: ID!, $input: UpdateEvaluationInput!, $version: Int) {
  updateEvaluation(id: $id, input: $input, version: $version) { id version title description }
}`;
type Read = { evaluation: { id: string; version: number; title: string; description: string } };
type Updated = { updateEvaluation: Read['evaluation'] };

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('GraphQL versions', target),
    () => {
      const gateway = useSeededGateway(target);
      let id: string;

      beforeAll(async () => {
        const created = await gateway.graphql.editor<{ createEvaluation: { id: string } }>(
          'mutation ($input: CreateEvaluationInput!) { createEvaluation(input: $input) { id } }',
          { input: { title: 'Versies via GraphQL', description: '<p>Begin.</p>' } },
        );
        id = dataOf(created).createEvaluation.id;
      });

      it('merges another field, and answers a CONFLICT for the same one', async () => {
        const started = dataOf(await gateway.graphql.admin<Read>(READ, { id })).evaluation.version;
        expect(started).toBeGreaterThan(0);
        const theirs = await gateway.graphql.editor<Updated>(UPDATE, {
          id,
          input: { description: '<p>Van de redacteur.</p>' },
        });
        expect(dataOf(theirs).updateEvaluation.version).toBeGreaterThan(started);

        const merged = await gateway.graphql.admin<Updated>(UPDATE, {
          id,
          input: { title: 'Versies via GraphQL (herzien)' },
          version: started,
        });
        expect(dataOf(merged).updateEvaluation).toMatchObject({
          title: 'Versies via GraphQL (herzien)',
          description: '<p>Van de redacteur.</p>',
        });

        const refused = await gateway.graphql.admin<Updated>(UPDATE, {
          id,
          input: { description: '<p>Van de beheerder.</p>' },
          version: started,
        });
        const error = expectError(refused, 'CONFLICT');
        expect(error.extensions?.version).toBe(dataOf(merged).updateEvaluation.version);
        expect(error.extensions?.conflicts).toEqual([
          {
            field: 'description',
            base: '<p>Begin.</p>',
            current: '<p>Van de redacteur.</p>',
            changedBy: expect.objectContaining({ role: 'editor' }),
            changedAt: expect.any(String),
          },
        ]);
      });

      it("reads a record's history: who, what and the fields, added or removed", async () => {
        const HISTORY = `query ($id: ID!) {
          history(recordType: "evaluations", recordId: $id) {
            data { action recordTitle actor { name role } changes { field before after added removed } }
            pageInfo { total }
          }
        }`;
        type History = {
          history: {
            data: {
              action: string;
              actor: { role: string } | null;
              changes: { field: string; before: unknown; after: unknown; added: boolean }[];
            }[];
            pageInfo: { total: number };
          };
        };
        const answer = dataOf(await gateway.graphql.admin<History>(HISTORY, { id }));
        expect(answer.history.data.map((entry) => entry.action)).toEqual([
          'UPDATE',
          'UPDATE',
          'CREATE',
        ]);
        expect(answer.history.pageInfo.total).toBe(3);
        const [latest, , created] = answer.history.data;
        expect(latest?.actor?.role).toBe('admin');
        expect(latest?.changes).toEqual([
          {
            field: 'title',
            before: 'Versies via GraphQL',
            after: 'Versies via GraphQL (herzien)',
            added: false,
            removed: false,
          },
        ]);
        expect(created?.changes.find((change) => change.field === 'title')).toMatchObject({
          before: null,
          after: 'Versies via GraphQL',
          added: true,
        });
        const researcher = await gateway.graphql.researcher<History>(HISTORY, { id });
        expectError(researcher, 'FORBIDDEN');
      });

      it('restores a field to how it was after an entry', async () => {
        const entries = dataOf(
          await gateway.graphql.admin<{ history: { data: { id: string }[] } }>(
            'query ($id: ID!) { history(recordType: "evaluations", recordId: $id) { data { id } } }',
            { id },
          ),
        ).history.data;
        const created = entries.at(-1);
        const restored = await gateway.graphql.editor<{
          restoreVersion: { recordType: string; fields: string[] };
        }>(
          'mutation ($entry: ID!) { restoreVersion(entryId: $entry, field: "title") { recordType fields } }',
          {
            entry: created?.id,
          },
        );
        expect(dataOf(restored).restoreVersion).toEqual({
          recordType: 'evaluations',
          fields: ['title'],
        });
        const read = dataOf(await gateway.graphql.admin<Read>(READ, { id }));
        expect(read.evaluation.title).toBe('Versies via GraphQL');
      });

      it('lists what was removed lately for admins, every field resolved, and refuses others', async () => {
        const gone = await gateway.graphql.editor<{ createEvaluation: { id: string } }>(
          'mutation ($input: CreateEvaluationInput!) { createEvaluation(input: $input) { id } }',
          { input: { title: 'Even weg' } },
        );
        const goneId = dataOf(gone).createEvaluation.id;
        dataOf(
          await gateway.graphql.editor('mutation ($id: ID!) { deleteEvaluation(id: $id) }', {
            id: goneId,
          }),
        );
        const entry = everyField(objectType('HistoryEntry'), 2);
        const answer = await gateway.graphql.admin<{
          recentlyDeleted: { data: { recordId: string; action: string; restorable: boolean }[] };
        }>(`{ recentlyDeleted(limit: 100) { data ${entry} pageInfo ${PAGE_INFO} } }`);
        expect(answer.errors).toEqual([]);
        expect(
          answer.data?.recentlyDeleted.data.find((row) => row.recordId === goneId),
        ).toMatchObject({
          action: 'DELETE',
          restorable: true,
        });
        const history = await gateway.graphql.admin(
          `query ($id: ID!) { history(recordType: "evaluations", recordId: $id) { data ${entry} pageInfo ${PAGE_INFO} } }`,
          { id },
        );
        expect(history.errors).toEqual([]);
        expectError(
          await gateway.graphql.editor('{ recentlyDeleted { data { id } } }'),
          'FORBIDDEN',
        );
      });
    },
  );
}
