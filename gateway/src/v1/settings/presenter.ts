// The answer of /v1/settings: a setting with its owner as settable_type and settable_id.
import { iso } from '../shared/presenters.ts';
import type { SettingRow } from './repository.ts';
import { type SettingOwner, settingOwners } from './schema.ts';

export interface SettingOut {
  id: number;
  key: string;
  value: unknown;
  settable_type: SettingOwner;
  settable_id: number;
  created_at: string | null;
  updated_at: string | null;
}

export function presentSetting(row: SettingRow): SettingOut {
  const owner = settingOwners.find((name) => row[`${name}_id`] !== null) ?? 'evaluation';
  return {
    id: row.id as number,
    key: row.key as string,
    value: row.value,
    settable_type: owner,
    settable_id: row[`${owner}_id`] as number,
    created_at: iso(row.created_at as Date),
    updated_at: iso(row.updated_at as Date),
  };
}
