// The controller of a CMS editor: the form (from its zod schema, checked as fields are left), the
// selected tab in the URL, and the save: only what changed is sent, with the record's version
// when it has one (an edit conflict opens the conflict dialog), refusals land under their fields,
// the first field with an error has its tab shown and is focused. With `history` the editor also
// has the kit's "Geschiedenis" tab, whose restores refresh the form. `CmsEditor` draws what it
// returns; a form without tabs (a user's) draws its fields and the Save bar itself.
import type { FormEvent } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../form/form-resolver.ts';
import type { HistoryRecord } from '../history/history-record.ts';
import type { EditorFields } from './editor-fields.ts';
import {
  type ConflictNote,
  type SavedRecord,
  type SaveOutcome,
  useEditorSave,
} from './use-editor-save.ts';
import { useEditorTab } from './use-editor-tab.ts';
import { type FieldTabs, useFieldTabFocus } from './use-field-tab-focus.ts';

/** The history tab's id in the URL (`?tab=history`). */
export const historyTabId = 'history';

export interface CmsEditorOptions<V extends FieldValues, I extends object> {
  schema: z.ZodType<V, V>;
  /** The form's values of the record as saved. */
  values: V;
  /** The record's version (its `version`): sent with every save. Left out: the record has none. */
  version?: number | null;
  /** Every tab in order (the field tabs, then the relation tabs); none: a form of one part. */
  tabIds?: readonly string[];
  /** Which fields each field tab holds, in tab order (a refused field's tab is shown). */
  fieldTabs?: FieldTabs<string, string>;
  /** Labels of the form's fields and how to show their values (conflict dialog, history). */
  fields?: EditorFields;
  /** What a save sends: the fields that differ from the saved values. */
  changes: (saved: V, values: V) => I;
  /** Sends the changes from `version`; answers the saved record's form values and version. */
  send: (input: I, version: number | undefined) => Promise<SavedRecord<V> | undefined>;
  /** Reads the record again (for an edit conflict and after a restore). */
  reload?: () => Promise<SavedRecord<V> | undefined>;
  /** The server's field names that differ from the form's (e.g. `logoId` → `logo`). */
  serverFieldMap?: Record<string, string>;
  /** The record's history: adds the "Geschiedenis" tab after the others. */
  history?: HistoryRecord;
}

export interface CmsEditorController<V extends FieldValues, I extends object = object> {
  form: UseFormReturn<V>;
  tab: string;
  selectTab: (tab: string) => void;
  save: (event?: FormEvent) => Promise<void>;
  outcome: SaveOutcome;
  otherMessages: string[];
  conflictNotes: ConflictNote[];
  dismissConflictNotes: () => void;
  changes: (saved: V, values: V) => I;
  /** Reads the record again; the form takes it unless it holds unsaved changes. */
  refresh: () => Promise<void>;
  fields: EditorFields;
  history?: HistoryRecord;
}

const noTabs: readonly string[] = [];
const noFieldTabs: FieldTabs<string, string> = {};
const noFields: EditorFields = {};

export function useCmsEditor<V extends FieldValues, I extends object>(
  options: CmsEditorOptions<V, I>,
): CmsEditorController<V, I> {
  const { changes, history, fields = noFields } = options;
  const tabIds = options.tabIds ?? noTabs;
  const [tab, selectTab] = useEditorTab(
    history && tabIds.length > 0 ? [...tabIds, historyTabId] : tabIds,
  );
  const form = useForm<V>({
    resolver: formResolver(options.schema),
    defaultValues: options.values as never,
    mode: 'onTouched',
  });
  const showFields = useFieldTabFocus(form, options.fieldTabs ?? noFieldTabs, tab, selectTab);
  const saving = useEditorSave({
    form,
    values: options.values,
    version: options.version,
    changes,
    send: options.send,
    reload: options.reload,
    fields,
    serverFieldMap: options.serverFieldMap,
    onInvalidFields: showFields,
  });
  return { form, tab, selectTab, ...saving, changes, fields, history };
}
