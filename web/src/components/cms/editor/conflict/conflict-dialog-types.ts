// What the `editConflict` dialog takes and hands back (typed in store/actions.ts by declaration
// merging): each field both people changed, with both values as views and who changed theirs;
// the person's choice per field. The editor's save (use-editor-save.ts) asks and acts on it.
import type { ValueView } from '../../history/value-view.ts';
import type { ConflictActor } from './edit-conflict.ts';

export type ConflictChoice = 'mine' | 'theirs' | 'edit';

export interface ConflictFieldView {
  /** The form's field. */
  field: string;
  label: string;
  mine: ValueView;
  theirs: ValueView;
  changedBy: ConflictActor | null;
  changedAt: string | null;
}

export interface EditConflictPayload {
  fields: readonly ConflictFieldView[];
}

export interface EditConflictValue {
  choices: Readonly<Record<string, ConflictChoice>>;
}

declare module '../../../../store/actions.ts' {
  interface DialogPayloads {
    editConflict: EditConflictPayload;
  }
  interface DialogValues {
    editConflict: EditConflictValue;
  }
}
