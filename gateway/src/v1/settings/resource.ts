// /v1/settings: every key/value setting with its owner, for admins. Settings have no fillable fields
// of their own (spec section 3); they are written through each owner's settings relationship.
import { z } from 'zod';
import { paginate } from '../shared/paginate.ts';
import { iso } from '../shared/presenters.ts';
import type { ResourceDefinition } from '../shared/resource.ts';
import { id, oneOrMany } from '../shared/rules.ts';

const owners = ['evaluation', 'association', 'program', 'trial_bureau'] as const;
type Owner = (typeof owners)[number];

const filters = {
  settable_type: z.enum(owners),
  settable_id: id,
  key: z.string().trim().max(100),
  ids: oneOrMany(id),
};
type Filters = { [K in keyof typeof filters]: z.infer<(typeof filters)[K]> };
const sorts = ['key', 'updated_at', 'id'] as const;

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

export interface SettingOut {
  id: number;
  key: string;
  value: unknown;
  settable_type: Owner;
  settable_id: number;
  created_at: string | null;
  updated_at: string | null;
}

function present(row: Record<(typeof columns)[number], unknown>): SettingOut {
  const owner = owners.find((name) => row[`${name}_id`] !== null) ?? 'evaluation';
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

export const settingsResource: ResourceDefinition<
  SettingOut,
  Filters,
  (typeof sorts)[number],
  never,
  never,
  never
> = {
  path: '/settings',
  tag: 'settings',
  access: {
    list: ['admin'],
    read: ['admin'],
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  protocol: { filters, sorts, includes: [], defaultSort: [{ key: 'key', descending: false }] },
  async list({ db }, query) {
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
    const { rows, total } = await paginate(
      select,
      query,
      { key: 'key', updated_at: 'updated_at', id: 'id' },
      'id',
    );
    return { items: rows.map(present), total };
  },
  async findOne({ db }, settingId) {
    const row = await db
      .selectFrom('settings')
      .select(columns)
      .where('id', '=', settingId)
      .executeTakeFirst();
    return row ? present(row) : undefined;
  },
};
