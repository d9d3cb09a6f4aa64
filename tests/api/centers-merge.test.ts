// POST /v1/centers/merge through real HTTP: duplicates fold into one center in one transaction
// without losing a single included patient or leaving a reference behind.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeTitle, openTestDatabases } from '../../gateway/src/test-support/test-database.ts';
import { centerIdByTitle } from '../support/demo-content.ts';
import { useSeededGateway, type V1List } from '../support/seeded-gateway.ts';

type Center = {
  id: number;
  title: string;
  address_id: number | null;
  data_count?: number;
  evaluation_count?: number;
};

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(
    describeTitle('POST /v1/centers/merge', target),
    () => {
      const gateway = useSeededGateway(target);

      const centerId = (title: string) => centerIdByTitle(gateway.v1.admin, title);
      /** Included patients per evaluation, over all centers. */
      const inclusionTotals = async () => {
        const rows = await gateway.server.database.db
          .selectFrom('inclusion_data')
          .select(['evaluation_id', sql<number>`sum(sample_size)::int`.as('total')])
          .groupBy('evaluation_id')
          .orderBy('evaluation_id')
          .execute();
        return Object.fromEntries(rows.map((row) => [row.evaluation_id, row.total]));
      };

      it('is for admins only: visitor 401, editor and researcher 403', async () => {
        expect(
          (await gateway.v1.anonymous.post('/centers/merge', { target_id: 1, source_ids: [2] }))
            .status,
        ).toBe(401);
        expect(
          (await gateway.v1.editor.post('/centers/merge', { target_id: 1, source_ids: [2] }))
            .status,
        ).toBe(403);
        expect(
          (await gateway.v1.researcher.post('/centers/merge', { target_id: 1, source_ids: [2] }))
            .status,
        ).toBe(403);
        expect((await gateway.v1.admin.get('/centers/2')).status).toBe(200);
      });

      it('validates: sources required, target not among them, every id known', async () => {
        const empty = await gateway.v1.admin.post('/centers/merge', {
          target_id: 1,
          source_ids: [],
        });
        expect(empty.status).toBe(422);
        expect(empty.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { source_ids: ['Verplicht'] },
        });
        const self = await gateway.v1.admin.post('/centers/merge', {
          target_id: 1,
          source_ids: [2, 1],
        });
        expect(self.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { source_ids: ['Het doelcentrum kan niet ook een samen te voegen centrum zijn'] },
        });
        const selfEnglish = await gateway.v1.admin.post(
          '/centers/merge',
          { target_id: 1, source_ids: [1] },
          { locale: 'en' },
        );
        expect(selfEnglish.body).toEqual({
          message: 'The given data was invalid',
          errors: { source_ids: ['The target center cannot also be one of the centers to merge'] },
        });
        const unknown = await gateway.v1.admin.post('/centers/merge', {
          target_id: 987654,
          source_ids: [2, 987655],
        });
        expect(unknown.body).toEqual({
          message: 'De gegevens zijn ongeldig',
          errors: { target_id: ['Bestaat niet'], 'source_ids.1': ['Bestaat niet'] },
        });
        const missing = await gateway.v1.admin.post('/centers/merge', {}, { locale: 'en' });
        expect(missing.body).toEqual({
          message: 'The given data was invalid',
          errors: { target_id: ['Required'], source_ids: ['Required'] },
        });
        expect((await gateway.v1.admin.get('/centers/2')).status).toBe(200);
      });

      it('adds up months both centers have, moves the rest and deletes the sources', async () => {
        const [first, second] = await gateway.server.database.db
          .selectFrom('evaluations')
          .select('id')
          .orderBy('id')
          .limit(2)
          .execute();
        const create = async (title: string) =>
          (await gateway.v1.admin.post<{ data: Center }>('/centers', { title, type: 'general' }))
            .body.data.id;
        const targetId = await create('Ziekenhuis Oost');
        const sourceA = await create('Ziekenhuis Oost (dubbel)');
        const sourceB = await create('Ziekenhuis Oost locatie 2');
        const address = (
          await gateway.v1.admin.post<{ data: { id: number } }>('/addresses', {
            street: 'Oostweg',
            number: '3',
            postcode: '7511 AA',
            city: 'Enschede',
          })
        ).body.data;
        await gateway.v1.admin.patch(`/centers/${sourceB}`, { address_id: address.id });
        const rows = [
          [targetId, first?.id, '2024-01-01', 3],
          [sourceA, first?.id, '2024-01-01', 4],
          [sourceB, first?.id, '2024-01-01', 5],
          [sourceA, first?.id, '2024-02-01', 2],
          [sourceB, second?.id, '2024-03-01', 7],
        ] as const;
        for (const [center_id, evaluation_id, date, sample_size] of rows) {
          expect(
            (await gateway.v1.admin.post('/data', { center_id, evaluation_id, date, sample_size }))
              .status,
          ).toBe(201);
        }
        const before = await inclusionTotals();

        const merged = await gateway.v1.admin.post<{ data: Center }>('/centers/merge', {
          target_id: targetId,
          source_ids: [sourceA, sourceB, sourceA],
        });
        expect(merged.status).toBe(200);
        expect(merged.body.data).toMatchObject({
          id: targetId,
          title: 'Ziekenhuis Oost',
          address_id: address.id,
          data_count: 3,
          evaluation_count: 2,
        });

        const targetRows = await gateway.server.database.db
          .selectFrom('inclusion_data')
          .select(['evaluation_id', 'date', 'sample_size'])
          .where('center_id', '=', targetId)
          .orderBy('date')
          .execute();
        expect(targetRows).toEqual([
          { evaluation_id: first?.id, date: '2024-01-01', sample_size: 12 },
          { evaluation_id: first?.id, date: '2024-02-01', sample_size: 2 },
          { evaluation_id: second?.id, date: '2024-03-01', sample_size: 7 },
        ]);
        expect(await inclusionTotals()).toEqual(before);
        expect((await gateway.v1.admin.get(`/centers/${sourceA}`)).status).toBe(404);
        expect((await gateway.v1.admin.get(`/centers/${sourceB}`)).status).toBe(404);
      });

      it('keeps every reference and every total when merging real hospitals with overlapping data', async () => {
        const targetId = await centerId('Radboudumc');
        const sources = [await centerId('Erasmus MC'), await centerId('LUMC')];
        const before = await inclusionTotals();
        const keys = async (ids: number[]) =>
          (
            await gateway.server.database.db
              .selectFrom('inclusion_data')
              .select(['evaluation_id', 'date'])
              .where('center_id', 'in', ids)
              .execute()
          ).map((row) => `${row.evaluation_id}/${row.date}`);
        const expectedKeys = new Set(await keys([targetId, ...sources]));
        expect(expectedKeys.size).toBeLessThan((await keys([targetId, ...sources])).length);

        const merged = await gateway.v1.admin.post<{ data: Center }>('/centers/merge', {
          target_id: targetId,
          source_ids: sources,
        });
        expect(merged.status).toBe(200);
        expect(merged.body.data.data_count).toBe(expectedKeys.size);

        expect(await inclusionTotals()).toEqual(before);
        expect(new Set(await keys([targetId]))).toEqual(expectedKeys);
        // No foreign key anywhere in the schema still points at a merged center.
        const references = await sql<{ table_name: string; column_name: string }>`
        select cl.relname as table_name, a.attname as column_name
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'centers'::regclass`.execute(
          gateway.server.database.db,
        );
        expect(references.rows.length).toBeGreaterThan(0);
        for (const { table_name, column_name } of references.rows) {
          const left = await sql<{
            count: number;
          }>`select count(*)::int as count from ${sql.table(table_name)}
          where ${sql.ref(column_name)} in (${sql.join(sources)})`.execute(
            gateway.server.database.db,
          );
          expect(left.rows[0]?.count, `${table_name}.${column_name}`).toBe(0);
        }
        const visibleCenters = await gateway.v1.researcher.get<V1List<Center>>(
          `/centers?filter[ids]=${[targetId, ...sources].join(',')}`,
        );
        expect(visibleCenters.body.data.map((center) => center.id)).toEqual([targetId]);
      });
    },
  );
}
