// Saving a CMS editor's form: only what changed is sent (quiet: the form shows its own errors).
// Nothing changed: the form is reset and says so. A refusal (422) puts each message under its
// field (the server's field names mapped onto the form's) and hands the fields with an error to
// `onInvalidFields` (an editor with tabs selects the first one's tab); another failure opens the
// app's error dialog. A success resets the form to the saved values and says so.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { toApiFailure } from '../../../api/api-failure.ts';
import { useDispatch } from '../../../store/hooks.tsx';
import { applyServerErrors } from '../../form/apply-server-errors.ts';

export type SaveOutcome = 'saved' | 'unchanged' | 'invalid' | null;

export interface EditorSaveOptions<V extends FieldValues, I extends object> {
  form: UseFormReturn<V>;
  /** What to send: the fields that differ from the saved values (all of them when creating). */
  changes: (saved: V, values: V) => I;
  /** Sends the changes; answers the saved record's form values (undefined: keep the values). */
  send: (input: I) => Promise<V | undefined>;
  /** The server's field names that differ from the form's (e.g. `logoId` → `logo`). */
  serverFieldMap?: Record<string, string>;
  /** The fields with an error after a refused or invalid save (paths such as `sponsors.1.url`
   * for a row's), e.g. to show the first one. */
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

export function useEditorSave<V extends FieldValues, I extends object>(
  options: EditorSaveOptions<V, I>,
) {
  const { form, changes, send, serverFieldMap = {}, onInvalidFields } = options;
  const dispatch = useDispatch();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [otherMessages, setOtherMessages] = useState<string[]>([]);

  const onValid = async (values: V) => {
    setOtherMessages([]);
    const input = changes(form.formState.defaultValues as V, values);
    if (Object.keys(input).length === 0) {
      form.reset(values);
      setOutcome('unchanged');
      return;
    }
    try {
      const saved = await send(input);
      form.reset(saved ?? values);
      setOutcome('saved');
    } catch (error) {
      if (!isRefusal(error)) {
        setOutcome(null);
        dispatch({ type: 'api/failed', failure: toApiFailure(error) });
        return;
      }
      const fields = Object.keys(form.getValues());
      // The fields the refusal names, in its order (formState in this closure is the render's
      // snapshot, so they are collected as they are set).
      const refused: string[] = [];
      const setError: UseFormSetError<V> = (name, fieldError, setOptions) => {
        refused.push(name);
        form.setError(name, fieldError, setOptions);
      };
      setOtherMessages(applyServerErrors(error, setError, serverFieldMap, fields));
      setOutcome('invalid');
      onInvalidFields?.(refused);
    }
  };

  const onInvalid = (errors: FieldErrors<V>) => {
    setOutcome('invalid');
    onInvalidFields?.(errorPaths(errors));
  };

  return { save: form.handleSubmit(onValid, onInvalid), outcome, otherMessages };
}
