// The editor's field tabs (one form, one Save button), which fields each holds, and the tab to show
// for a field with an error. The part tabs follow these (parts/part-tabs.ts).
import type { EditorField } from './form-values.ts';

export const fieldTabIds = ['general', 'texts', 'media'] as const;
export type FieldTabId = (typeof fieldTabIds)[number];

export const fieldTabs: Record<FieldTabId, readonly EditorField[]> = {
  general: ['title', 'abbreviation', 'url', 'specializationIds'],
  texts: ['description', 'about', 'contact'],
  media: ['logo', 'banner'],
};

/** The first field (in tab and field order) among those with an error, with its tab. */
export function firstFieldWithError(
  fieldsWithError: Iterable<string>,
): { tab: FieldTabId; field: EditorField } | null {
  const wrong = new Set(fieldsWithError);
  for (const tab of fieldTabIds) {
    const field = fieldTabs[tab].find((name) => wrong.has(name));
    if (field) return { tab, field };
  }
  return null;
}
