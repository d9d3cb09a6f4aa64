// POST /v1/centers/merge (admin): folds duplicate centers into one in a single transaction, moving
// every reference to the target so no inclusion data is lost, then deletes the merged centers.
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { invalidField, notFound, ValidationError } from '../shared/http-errors.ts';
import { contextOf, parseBody } from '../shared/resource.ts';
import { authorize } from '../shared/viewer.ts';
import { type CenterOut, centersResource } from './resource.ts';
import { mergeCentersBody } from './schema.ts';

/** Single-column foreign keys to centers, read from the catalog so new ones are never missed. */
async function centerReferences(trx: Kysely<Database>) {
  const result = await sql<{ table_name: string; column_name: string }>`
    select cl.relname as table_name, a.attname as column_name
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'centers'::regclass and cardinality(c.conkey) = 1
    order by 1, 2`.execute(trx);
  return result.rows;
}

/** Moves everything of `sourceIds` to `targetId` and deletes the sources; inside a transaction. */
export async function mergeCenters(
  trx: Transaction<Database>,
  targetId: number,
  sourceIds: number[],
): Promise<void> {
  // Inclusion data: months the target already has get the sources' patients added, so totals per
  // evaluation stay the same and the (evaluation, center, month) key holds.
  await trx
    .insertInto('inclusion_data')
    .columns(['evaluation_id', 'center_id', 'date', 'sample_size'])
    .expression(
      trx
        .selectFrom('inclusion_data')
        .select([
          'evaluation_id',
          sql<number>`${targetId}::int`.as('center_id'),
          'date',
          sql<number>`sum(sample_size)::int`.as('sample_size'),
        ])
        .where('center_id', 'in', sourceIds)
        .groupBy(['evaluation_id', 'date']),
    )
    .onConflict((conflict) =>
      conflict.columns(['evaluation_id', 'center_id', 'date']).doUpdateSet((eb) => ({
        sample_size: eb('inclusion_data.sample_size', '+', eb.ref('excluded.sample_size')),
      })),
    )
    .execute();
  await trx.deleteFrom('inclusion_data').where('center_id', 'in', sourceIds).execute();

  // Any other reference (none today besides inclusion data) simply points at the target.
  for (const { table_name, column_name } of await centerReferences(trx)) {
    if (table_name === 'inclusion_data' && column_name === 'center_id') continue;
    await sql`update ${sql.table(table_name)} set ${sql.ref(column_name)} = ${targetId}
      where ${sql.ref(column_name)} in (${sql.join(sourceIds)})`.execute(trx);
  }

  // A target without an address takes the first source's one.
  const target = await trx
    .selectFrom('centers')
    .select('address_id')
    .where('id', '=', targetId)
    .executeTakeFirstOrThrow();
  if (target.address_id === null) {
    const sources = await trx
      .selectFrom('centers')
      .select(['id', 'address_id'])
      .where('id', 'in', sourceIds)
      .where('address_id', 'is not', null)
      .execute();
    const first = sourceIds
      .map((id) => sources.find((source) => source.id === id))
      .find((source) => source !== undefined);
    if (first)
      await trx
        .updateTable('centers')
        .set({ address_id: first.address_id })
        .where('id', '=', targetId)
        .execute();
  }
  await trx.deleteFrom('centers').where('id', 'in', sourceIds).execute();
}

export function registerCenterMerge(app: FastifyInstance, db: Db): void {
  app.post(
    '/centers/merge',
    {
      schema: {
        tags: ['centers'],
        summary: 'Merge centers into one: {target_id, source_ids} (admin only)',
      },
    },
    async (request): Promise<{ data: CenterOut }> => {
      const context = contextOf(request, db);
      authorize(context.viewer, ['admin']);
      const { target_id: targetId, source_ids } = parseBody(mergeCentersBody, request.body);
      const sourceIds = [...new Set(source_ids)];
      if (sourceIds.includes(targetId)) throw invalidField('source_ids', 'validation.mergeTarget');
      await db.transaction().execute(async (trx) => {
        // Locking the centers keeps new data from being added to a source while it is merged;
        // always in id order, so two overlapping merges wait for each other instead of deadlocking.
        const found = await trx
          .selectFrom('centers')
          .select('id')
          .where('id', 'in', [targetId, ...sourceIds])
          .orderBy('id')
          .forUpdate()
          .execute();
        const known = new Set(found.map((row) => row.id));
        const errors: ValidationError['fieldErrors'] = {};
        if (!known.has(targetId)) errors.target_id = [{ key: 'validation.exists' }];
        source_ids.forEach((id, index) => {
          if (!known.has(id)) errors[`source_ids.${index}`] = [{ key: 'validation.exists' }];
        });
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        await mergeCenters(trx, targetId, sourceIds);
      });
      const merged = await centersResource.findOne(context, targetId, ['address', 'counts']);
      if (!merged) throw notFound();
      return { data: merged };
    },
  );
}
