// The controller of a CMS editor: the form (from its zod schema, checked as fields are left), the
// selected tab in the URL, and the save: only what changed is sent, refusals land under their
// fields, the first field with an error has its tab shown and is focused. `CmsEditor` draws what
// it returns; a form without tabs (a user's) draws its fields and the Save bar itself.
import type { FormEvent } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../form/form-resolver.ts';
import { type SaveOutcome, useEditorSave } from './use-editor-save.ts';
import { useEditorTab } from './use-editor-tab.ts';
import { type FieldTabs, useFieldTabFocus } from './use-field-tab-focus.ts';

export interface CmsEditorOptions<V extends FieldValues, I extends object> {
  schema: z.ZodType<V, V>;
  /** The form's values of the record as saved. */
  values: V;
  /** Every tab in order (the field tabs, then the relation tabs); none: a form of one part. */
  tabIds?: readonly string[];
  /** Which fields each field tab holds, in tab order (a refused field's tab is shown). */
  fieldTabs?: FieldTabs<string, string>;
  /** What a save sends: the fields that differ from the saved values. */
  changes: (saved: V, values: V) => I;
  /** Sends the changes; answers the saved record's form values. */
  send: (input: I) => Promise<V | undefined>;
  /** The server's field names that differ from the form's (e.g. `logoId` → `logo`). */
  serverFieldMap?: Record<string, string>;
}

export interface CmsEditorController<V extends FieldValues, I extends object = object> {
  form: UseFormReturn<V>;
  tab: string;
  selectTab: (tab: string) => void;
  save: (event?: FormEvent) => Promise<void>;
  outcome: SaveOutcome;
  otherMessages: string[];
  changes: (saved: V, values: V) => I;
}

const noTabs: readonly string[] = [];
const noFieldTabs: FieldTabs<string, string> = {};

export function useCmsEditor<V extends FieldValues, I extends object>(
  options: CmsEditorOptions<V, I>,
): CmsEditorController<V, I> {
  const { changes, send, serverFieldMap } = options;
  const [tab, selectTab] = useEditorTab(options.tabIds ?? noTabs);
  const form = useForm<V>({
    resolver: formResolver(options.schema),
    defaultValues: options.values as never,
    mode: 'onTouched',
  });
  const showFields = useFieldTabFocus(form, options.fieldTabs ?? noFieldTabs, tab, selectTab);
  const { save, outcome, otherMessages } = useEditorSave({
    form,
    changes,
    send,
    serverFieldMap,
    onInvalidFields: showFields,
  });
  return { form, tab, selectTab, save, outcome, otherMessages, changes };
}
