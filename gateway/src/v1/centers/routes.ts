// POST /v1/centers/merge (admin): folds duplicate centers into one in a single transaction, moving
// every reference to the target so no inclusion data is lost, then deletes the merged centers.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { historyRecordAt, recordWrite } from '../shared/history/recorder.ts';
import { answers, one } from '../shared/answers.ts';
import { invalidField, notFound, ValidationError } from '../shared/http-errors.ts';
import { contextOf, parseBody } from '../shared/resource.ts';
import { authorize } from '../shared/viewer.ts';
import { type CenterOut, centerAnswer } from './presenter.ts';
import { mergeCenters } from './repository.ts';
import { centersResource } from './resource.ts';
import { mergeCentersBody } from './schema.ts';

export function registerCenterMerge(app: FastifyInstance, db: Db): void {
  app.post(
    '/centers/merge',
    {
      schema: {
        tags: ['centers'],
        summary: 'Merge centers into one: {target_id, source_ids} (admin only)',
        response: answers({ 200: one(centerAnswer) }, [403, 404]),
      },
    },
    async (request): Promise<{ data: CenterOut }> => {
      const context = contextOf(request, db);
      authorize(context.viewer, ['admin']);
      const { target_id: targetId, source_ids } = parseBody(mergeCentersBody, request.body);
      const sourceIds = [...new Set(source_ids)];
      if (sourceIds.includes(targetId)) throw invalidField('source_ids', 'validation.mergeTarget');
      // One entry for the whole merge, on the target, naming each merged center with what it was.
      await recordWrite(context, {
        record: historyRecordAt(request.server.historyRecords, centersResource.path),
        id: targetId,
        action: 'merge',
        merged: sourceIds,
        write: ({ db: trx }) =>
          mergeCenters(trx, targetId, sourceIds, (known) => {
            const errors: ValidationError['fieldErrors'] = {};
            if (!known.has(targetId)) errors.target_id = [{ key: 'validation.exists' }];
            source_ids.forEach((id, index) => {
              if (!known.has(id)) errors[`source_ids.${index}`] = [{ key: 'validation.exists' }];
            });
            if (Object.keys(errors).length > 0) throw new ValidationError(errors);
          }),
      });
      const merged = await centersResource.findOne(context, targetId, ['address', 'counts']);
      if (!merged) throw notFound();
      return { data: merged };
    },
  );
}
