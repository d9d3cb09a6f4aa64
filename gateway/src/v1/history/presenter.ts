// The answer of /v1/history: one entry as the timeline shows it, every field named.
import { z } from 'zod';
import { historyActions } from '../../domain/enums.ts';
import { answerRecord, jsonValue, recordId, timestamp } from '../shared/answers.ts';
import type { StoredHistoryEntry } from '../shared/history/chain.ts';

const fieldChange = answerRecord('HistoryFieldChange', {
  field: z.string().describe('Path of the field: `title`, `criteria[12]`, `criteria[12].content`'),
  before: jsonValue.optional().describe('Absent when the field or item did not exist before'),
  after: jsonValue.optional().describe('Absent when the field or item no longer exists'),
});

export const historyEntryAnswer = answerRecord('HistoryEntry', {
  id: recordId,
  at: timestamp,
  actor: z
    .object({ id: recordId, name: z.string().nullable(), role: z.string().nullable() })
    .nullable()
    .describe(
      'Who made the change, with their name and role at that moment; null: no one signed in',
    ),
  request_id: z.string().nullable(),
  record_type: z.string().describe('The /v1 path of the record kind: `evaluations`, `users`'),
  record_id: recordId,
  record_title: z.string().nullable(),
  action: z.enum(historyActions),
  changes: z.array(fieldChange),
  snapshot: z
    .record(z.string(), jsonValue)
    .nullable()
    .describe('A deleted record as it was (what a restore brings back); null otherwise'),
  restorable: z
    .boolean()
    .describe(
      'It removed a record or an item that an admin can bring back (POST .../restore), not undone since',
    ),
  prev_hash: z.string().nullable(),
  hash: z.string(),
});
export type HistoryEntryOut = z.infer<typeof historyEntryAnswer>;

export const presentHistoryEntry = (
  row: StoredHistoryEntry & { restored?: boolean },
): HistoryEntryOut => ({
  id: row.id,
  at: row.at.toISOString(),
  actor:
    row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name, role: row.actor_role },
  request_id: row.request_id,
  record_type: row.record_type,
  record_id: row.record_id,
  record_title: row.record_title,
  action: row.action,
  changes: row.changes,
  snapshot: row.snapshot,
  restorable: row.tombstone !== null && row.restored !== true,
  prev_hash: row.prev_hash?.trim() ?? null,
  hash: row.hash.trim(),
});
