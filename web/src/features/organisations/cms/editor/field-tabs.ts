// The editor's field tabs (one form, one Save button), which fields each holds, and the tab to show
// for a field with an error. The relation tabs follow these (relations/relation-tabs.ts).
import type { EditorField } from './form-values.ts';

export const fieldTabIds = ['general', 'texts', 'media'] as const;
export type FieldTabId = (typeof fieldTabIds)[number];

export const fieldTabs: Record<FieldTabId, readonly EditorField[]> = {
  general: ['title', 'abbreviation', 'url', 'specializationIds'],
  texts: ['description', 'about', 'contact'],
  media: ['logo', 'banner'],
};
