// /v1/settings: every key/value setting with its owner, for admins. Settings have no fillable fields
// of their own (spec section 3); they are written through each owner's settings relationship.
import { type ResourceDefinition, readAndWrite } from '../shared/resource.ts';
import { presentSetting, settingAnswer, type SettingOut } from './presenter.ts';
import { findSetting, listSettings } from './repository.ts';
import { type SettingFilters, type SettingSort, settingFilters, settingSorts } from './schema.ts';

export const settingsResource: ResourceDefinition<
  SettingOut,
  SettingFilters,
  SettingSort,
  never,
  never,
  never
> = {
  path: '/settings',
  tag: 'settings',
  access: readAndWrite(['admin'], ['admin']),
  answer: settingAnswer,
  protocol: {
    filters: settingFilters,
    sorts: settingSorts,
    includes: [],
    defaultSort: [{ key: 'key', descending: false }],
  },
  async list({ db }, query) {
    const { rows, total } = await listSettings(db, query);
    return { items: rows.map(presentSetting), total };
  },
  async findOne({ db }, settingId) {
    const row = await findSetting(db, settingId);
    return row ? presentSetting(row) : undefined;
  },
};
