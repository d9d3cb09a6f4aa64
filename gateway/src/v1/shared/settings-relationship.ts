// GET and PATCH {owner}/{id}/relationships/settings: key/value settings of an evaluation,
// association, program or trial bureau. PATCH merges; a null value removes the key.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { settingKeyPattern } from '../../../../schema/rules/patterns.ts';
import type { Db } from '../../db/database.ts';
import { recordWrite } from './history/recorder.ts';
import { answerRecord, answers, jsonValue, one, recordId, ruleErrors } from './answers.ts';
import { idParams } from './path-params.ts';
import { checkOwner, ownerHistory, type RelationshipOwner } from './relationship.ts';
import { parseBody } from './resource.ts';
import type { AccessRule } from './viewer.ts';

export type SettingsOwnerColumn =
  | 'evaluation_id'
  | 'association_id'
  | 'program_id'
  | 'trial_bureau_id';

/** A setting of an owner as `with[]=settings` lists it. */
export const ownerSettingAnswer = answerRecord('OwnerSetting', {
  id: recordId,
  key: z.string(),
  value: jsonValue,
});

/** The settings route's answer: every setting of the owner as key and value. */
const settingsAnswer = one(
  z.record(z.string(), jsonValue).describe('Each setting key with its (JSON) value'),
);

const settingsBody = z
  .record(z.string().regex(settingKeyPattern, { error: 'validation.invalid' }), z.json())
  .refine((value) => Object.keys(value).length <= 100, { error: 'validation.tooBig' });

async function readSettings(
  db: Db,
  column: SettingsOwnerColumn,
  ownerId: number,
): Promise<Record<string, unknown>> {
  const rows = (await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where(column, '=', ownerId)
    .orderBy('key')
    .execute()) as {
    key: string;
    value: unknown;
  }[];
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * Merges the changes into the owner's settings: a null value removes its key; a changed value keeps
 * its row (and id), so the history shows the value changed rather than a setting replaced.
 */
async function writeSettings(
  db: Db,
  column: SettingsOwnerColumn,
  ownerId: number,
  changes: Record<string, unknown>,
): Promise<void> {
  for (const [key, value] of Object.entries(changes)) {
    const owned = db.deleteFrom('settings').where(column, '=', ownerId).where('key', '=', key);
    if (value === null) {
      await owned.execute();
      continue;
    }
    const json = sql`${JSON.stringify(value)}::jsonb`;
    const updated = await db
      .updateTable('settings')
      .set({ value: json } as never)
      .where(column, '=', ownerId)
      .where('key', '=', key)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) continue;
    await db
      .insertInto('settings')
      .values({ [column]: ownerId, key, value: json } as never)
      .execute();
  }
}

export function registerSettingsRelationship(
  app: FastifyInstance,
  db: Db,
  owner: RelationshipOwner,
  column: SettingsOwnerColumn,
  access: { read: AccessRule; write: AccessRule },
): void {
  const url = `${owner.path}/:id/relationships/settings`;
  const tags = [owner.tag];

  app.get(
    url,
    {
      schema: {
        tags,
        summary: 'Settings (key/value)',
        params: idParams,
        response: answers({ 200: settingsAnswer }, [...ruleErrors(access.read), 404]),
      },
    },
    async (request) => {
      const { ownerId } = await checkOwner(request, db, owner, access.read, 'read');
      return { data: await readSettings(db, column, ownerId) };
    },
  );

  const write = async (request: FastifyRequest) => {
    const { context, ownerId: id } = await checkOwner(request, db, owner, access.write, 'write');
    const { _method: _, ...body } = (request.body ?? {}) as Record<string, unknown>;
    const changes = parseBody(settingsBody, body);
    await recordWrite(context, {
      record: ownerHistory(request, owner),
      id,
      action: 'update',
      write: ({ db: trx }) => writeSettings(trx, column, id, changes),
    });
    return { data: await readSettings(db, column, id) };
  };

  const response = answers({ 200: settingsAnswer }, [
    ...ruleErrors(access.write, owner.canWrite !== undefined),
    404,
  ]);
  app.patch(
    url,
    { schema: { tags, summary: 'Merge settings; null removes a key', params: idParams, response } },
    write,
  );
  app.post(
    url,
    { schema: { tags, summary: 'Merge settings with _method PATCH', params: idParams, response } },
    write,
  );
}
