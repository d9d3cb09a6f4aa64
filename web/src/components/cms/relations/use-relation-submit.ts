// Saving a relation form: the mutation is quiet, so a refusal (422) puts each message under its
// field (messages for no field are listed above the buttons); another failure opens the app's
// error dialog. A success hands over to `onSaved` (the list closes the form).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toApiFailure } from '../../../api/api-failure.ts';
import { useDispatch } from '../../../store/hooks.tsx';
import { applyServerErrors } from '../../form/apply-server-errors.ts';

/** Quiet: the form shows the server's refusals itself (spec section 8 leaves the dialog to others). */
export const quiet = { context: { quiet: true } } as const;

const isRefusal = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT');

export function useRelationSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  save: (values: T) => Promise<unknown>,
  onSaved: () => void,
  fieldMap?: Record<string, string>,
) {
  const dispatch = useDispatch();
  const [otherMessages, setOtherMessages] = useState<string[]>([]);

  const run = useCallback(
    async (values: T) => {
      setOtherMessages([]);
      try {
        await save(values);
      } catch (error) {
        if (isRefusal(error)) {
          setOtherMessages(applyServerErrors(error, form.setError, fieldMap));
        } else {
          dispatch({ type: 'api/failed', failure: toApiFailure(error) });
        }
        return;
      }
      onSaved();
    },
    [dispatch, fieldMap, form.setError, onSaved, save],
  );

  return { onSubmit: form.handleSubmit(run), otherMessages };
}
