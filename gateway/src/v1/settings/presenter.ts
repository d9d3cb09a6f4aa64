// The answer of /v1/settings: a setting with its owner as settable_type and settable_id.
import { z } from 'zod';
import { answerRecord, jsonValue, recordId, timestamps } from '../shared/answers.ts';
import { iso } from '../shared/presenters.ts';
import type { SettingRow } from './repository.ts';
import { settingOwners } from './schema.ts';

export const settingAnswer = answerRecord('Setting', {
  id: recordId,
  key: z.string(),
  value: jsonValue,
  settable_type: z.enum(settingOwners),
  settable_id: recordId,
  ...timestamps,
});
export type SettingOut = z.infer<typeof settingAnswer>;

export function presentSetting(row: SettingRow): SettingOut {
  const owner = settingOwners.find((name) => row[`${name}_id`] !== null) ?? 'evaluation';
  return {
    id: row.id as number,
    key: row.key as string,
    value: row.value as SettingOut['value'],
    settable_type: owner,
    settable_id: row[`${owner}_id`] as number,
    created_at: iso(row.created_at as Date),
    updated_at: iso(row.updated_at as Date),
  };
}
