// Saving a CMS editor's form: only what changed is sent (quiet: the form shows its own errors),
// with the version the form's values started from when the record has one. Nothing changed: the
// form is reset and says so. A refusal (422) puts each message under its field (the server's field
// names mapped onto the form's) and hands the fields with an error to `onInvalidFields` (an editor
// with tabs selects the first one's tab); an edit conflict (someone else saved the same fields
// meanwhile) opens the conflict dialog and saves again as chosen (conflict/); another failure opens
// the app's error dialog. A success resets the form to the saved values and says so.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type {
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';
import { toApiFailure } from '../../../api/api-failure.ts';
import { useDispatch } from '../../../store/hooks.tsx';
import { useDialog } from '../../dialog/use-dialog.ts';
import { applyServerErrors } from '../../form/apply-server-errors.ts';
import { type ValueView, valueView } from '../history/value-view.ts';
import type { ConflictChoice } from './conflict/conflict-dialog-types.ts';
import { editConflictOf } from './conflict/edit-conflict.ts';
import { changedFields, conflictsToAsk, rebasedValues } from './conflict/rebase.ts';
import type { EditorFields } from './editor-fields.ts';

export type SaveOutcome =
  | 'saved'
  | 'unchanged'
  | 'invalid'
  /** Someone else saved the same fields and the person closed the conflict dialog: unsaved. */
  | 'conflict'
  /** The person chose to edit conflicting fields, which now hold the other person's value. */
  | 'conflictEdit'
  | null;

/** A saved record as the form holds it, and its version (null or left out: it has none). */
export interface SavedRecord<V> {
  values: V;
  version?: number | null;
}

/** A field being edited after a conflict, with the person's own value beside it. */
export interface ConflictNote {
  field: string;
  label: string;
  mine: ValueView;
}

export interface EditorSaveOptions<V extends FieldValues, I extends object> {
  form: UseFormReturn<V>;
  /** The record's values as loaded: what a save compares with. */
  values: V;
  /** The record's version as loaded; with it every save sends it and a conflict is asked about. */
  version?: number | null;
  /** What to send: the fields that differ from the saved values (all of them when creating). */
  changes: (saved: V, values: V) => I;
  /** Sends the changes (and the version they start from); answers the saved record (undefined:
   * keep the values). */
  send: (input: I, version: number | undefined) => Promise<SavedRecord<V> | undefined>;
  /** The record as it is now on the server (after a conflict or a restore). */
  reload?: () => Promise<SavedRecord<V> | undefined>;
  /** The fields' labels and how to show their values (the conflict dialog). */
  fields?: EditorFields;
  /** The server's field names that differ from the form's (e.g. `logoId` → `logo`). */
  serverFieldMap?: Record<string, string>;
  /** The fields with an error after a refused or invalid save (paths such as `sponsors.1.url`
   * for a row's), or to edit after a conflict, e.g. to show the first one. */
  onInvalidFields?: (fields: string[]) => void;
}

/** The paths of the fields with an error, rows' fields included (`sponsors.1.url`). */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = `${prefix}${key}`;
    return 'message' in value || 'type' in value ? [path] : errorPaths(value, `${path}.`);
  });
}

const isRefusal = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT');

const noMap: Record<string, string> = {};

export function useEditorSave<V extends FieldValues, I extends object>(
  options: EditorSaveOptions<V, I>,
) {
  const { form, changes, send, reload, fields, serverFieldMap = noMap, onInvalidFields } = options;
  const dispatch = useDispatch();
  const dialog = useDialog();
  const intl = useIntl();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [otherMessages, setOtherMessages] = useState<string[]>([]);
  const [conflictNotes, setConflictNotes] = useState<ConflictNote[]>([]);
  // What the form's values were saved as, and the version they are: a save compares with them
  // and starts from it. Refs, as a save that resolves a conflict saves again at once.
  const saved = useRef(options.values);
  const version = useRef(options.version ?? undefined);

  const resetTo = useCallback(
    (record: SavedRecord<V>) => {
      saved.current = record.values;
      if (record.version !== undefined && record.version !== null) version.current = record.version;
      form.reset(record.values);
    },
    [form],
  );

  const failed = (error: unknown) => {
    setOutcome(null);
    dispatch({ type: 'api/failed', failure: toApiFailure(error) });
  };

  /** Someone else saved some of the same fields: ask, then save again on top of theirs. */
  const resolveConflict = async (mine: V, error: unknown): Promise<'again' | 'done'> => {
    const conflict = editConflictOf(error);
    const current = conflict && reload ? await reload() : undefined;
    if (!conflict || !current) {
      failed(error);
      return 'done';
    }
    const changed = changedFields(saved.current, mine);
    const asked = conflictsToAsk(conflict, changed, serverFieldMap);
    let choices: Readonly<Record<string, ConflictChoice>> = {};
    if (asked.length > 0) {
      const outcome = await dialog({
        kind: 'editConflict',
        // The editor's screen brings the kit's catalogue (cmsHistoryMessages).
        title: intl.formatMessage({ id: 'cmsHistory.conflict.title' }),
        payload: {
          fields: asked.map((entry) => {
            const info = fields?.[entry.formField];
            return {
              field: entry.formField,
              label: info?.label ?? entry.formField,
              mine: valueView(mine[entry.formField], info),
              theirs: valueView(current.values[entry.formField], info),
              changedBy: entry.changedBy,
              changedAt: entry.changedAt,
            };
          }),
        },
      });
      // Closed without a choice: the form keeps the person's values and the version they started
      // from, so the next save meets the same conflict again. Nothing is lost.
      if (outcome.result !== 'confirm') {
        setOutcome('conflict');
        return 'done';
      }
      choices = outcome.value.choices;
    }
    const rebased = rebasedValues(current.values, mine, changed, choices);
    resetTo({ values: current.values, version: current.version ?? conflict.version });
    for (const field of changed) {
      if (JSON.stringify(rebased[field]) === JSON.stringify(current.values[field])) continue;
      form.setValue(field as Path<V>, rebased[field] as PathValue<V, Path<V>>, {
        shouldDirty: true,
      });
    }
    const edited = changed.filter((field) => choices[field] === 'edit');
    if (edited.length === 0) return 'again';
    setConflictNotes(
      edited.map((field) => ({
        field,
        label: fields?.[field]?.label ?? field,
        mine: valueView(mine[field], fields?.[field]),
      })),
    );
    setOutcome('conflictEdit');
    onInvalidFields?.(edited);
    return 'done';
  };

  /** `afterConflict`: saving again once the conflict was resolved (nothing left is still saved). */
  const onValid = async (values: V, afterConflict = false): Promise<void> => {
    setOtherMessages([]);
    const input = changes(saved.current, values);
    if (Object.keys(input).length === 0) {
      resetTo({ values });
      setOutcome(afterConflict ? 'saved' : 'unchanged');
      return;
    }
    try {
      const answer = await send(input, version.current);
      resetTo(answer ?? { values });
      setConflictNotes([]);
      setOutcome('saved');
    } catch (error) {
      if (editConflictOf(error)) {
        if ((await resolveConflict(values, error)) === 'again')
          await onValid(form.getValues(), true);
        return;
      }
      if (!isRefusal(error)) {
        failed(error);
        return;
      }
      const fieldNames = Object.keys(form.getValues());
      // The fields the refusal names, in its order (formState in this closure is the render's
      // snapshot, so they are collected as they are set).
      const refused: string[] = [];
      const setError: UseFormSetError<V> = (name, fieldError, setOptions) => {
        refused.push(name);
        form.setError(name, fieldError, setOptions);
      };
      setOtherMessages(applyServerErrors(error, setError, serverFieldMap, fieldNames));
      setOutcome('invalid');
      onInvalidFields?.(refused);
    }
  };

  const onInvalid = (errors: FieldErrors<V>) => {
    setOutcome('invalid');
    onInvalidFields?.(errorPaths(errors));
  };

  /**
   * The record as the server has it now (after a restore): the form takes it when it holds no
   * unsaved changes. With unsaved changes it keeps them and the version they started from, so
   * their save meets what changed meanwhile field by field (merged, or the conflict dialog).
   */
  const refresh = useCallback(async () => {
    const current = await reload?.();
    if (!current) return;
    const pending = changes(saved.current, form.getValues());
    if (Object.keys(pending).length === 0) resetTo(current);
  }, [reload, changes, form, resetTo]);

  return {
    save: form.handleSubmit((values) => onValid(values), onInvalid),
    outcome,
    otherMessages,
    conflictNotes,
    dismissConflictNotes: () => setConflictNotes([]),
    refresh,
  };
}
