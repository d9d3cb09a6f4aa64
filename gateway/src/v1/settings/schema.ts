// List protocol of /v1/settings (read-only: settings are written through each owner's settings
// relationship) and the kinds of owner a setting can have.
import { z } from 'zod';
import { id, oneOrMany } from '../shared/rules.ts';

export const settingOwners = ['evaluation', 'association', 'program', 'trial_bureau'] as const;

export const settingFilters = {
  settable_type: z.enum(settingOwners),
  settable_id: id,
  key: z.string().trim().max(100),
  ids: oneOrMany(id),
};
export type SettingFilters = {
  [K in keyof typeof settingFilters]: z.infer<(typeof settingFilters)[K]>;
};
export const settingSorts = ['key', 'updated_at', 'id'] as const;
export type SettingSort = (typeof settingSorts)[number];
