// Reading setting rows: the filtered, paged list (by owner, key or ids) and one row.
import type { Db } from '../../db/database.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { paginate } from '../shared/paginate.ts';
import type { SettingFilters, SettingSort } from './schema.ts';

const columns = [
  'id',
  'evaluation_id',
  'association_id',
  'program_id',
  'trial_bureau_id',
  'key',
  'value',
  'created_at',
  'updated_at',
] as const;

export type SettingRow = Record<(typeof columns)[number], unknown>;

export async function listSettings(
  db: Db,
  query: ListQuery<SettingFilters, SettingSort, never>,
): Promise<{ rows: SettingRow[]; total: number }> {
  let select = db.selectFrom('settings').select(columns);
  const { filter } = query;
  if (filter.settable_type) {
    const column = `${filter.settable_type}_id` as const;
    select =
      filter.settable_id === undefined
        ? select.where(column, 'is not', null)
        : select.where(column, '=', filter.settable_id);
  }
  if (filter.key) select = select.where('key', '=', filter.key);
  if (filter.ids) select = select.where('id', 'in', filter.ids);
  return paginate(select, query, { key: 'key', updated_at: 'updated_at', id: 'id' }, 'id');
}

export function findSetting(db: Db, settingId: number): Promise<SettingRow | undefined> {
  return db.selectFrom('settings').select(columns).where('id', '=', settingId).executeTakeFirst();
}
