// Saving the editor form: only the changed fields go to the update (quiet: the form shows
// its own errors). A refusal (422) puts each message under its field and selects the tab of the
// first one; another failure opens the app's error dialog. A success resets the form to the saved
// values and says so.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { toApiFailure } from '../../../../api/api-failure.ts';
import { applyServerErrors } from '../../../../components/form/apply-server-errors.ts';
import { getFragmentData } from '../../../../gql';
import type { OrganisationKind } from '../../../../gql/graphql.ts';
import { useDispatch } from '../../../../store/hooks.tsx';
import { OrganisationEditorFragment, UpdateOrganisationMutation } from './editor-operations.ts';
import { type FieldTabId, firstFieldWithError } from './field-tabs.ts';
import { changedInput, type EditorField, type EditorValues, toFormValues } from './form-values.ts';

export type SaveOutcome = 'saved' | 'unchanged' | 'invalid' | null;

/** The API names the files by their id fields. */
const serverFieldMap: Record<string, EditorField> = {
  logoId: 'logo',
  bannerId: 'banner',
};

const isRefusal = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT');

export function useSaveOrganisation(
  form: UseFormReturn<EditorValues>,
  kind: OrganisationKind,
  id: string,
  showField: (tab: FieldTabId, field: EditorField) => void,
) {
  const dispatch = useDispatch();
  const [update] = useMutation(UpdateOrganisationMutation);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [otherMessages, setOtherMessages] = useState<string[]>([]);

  const showFirstError = (fields: Iterable<string>) => {
    const first = firstFieldWithError(fields);
    if (first) showField(first.tab, first.field);
  };

  const onValid = async (values: EditorValues) => {
    setOtherMessages([]);
    const input = changedInput(form.formState.defaultValues as EditorValues, values);
    if (Object.keys(input).length === 0) {
      form.reset(values);
      setOutcome('unchanged');
      return;
    }
    try {
      const result = await update({
        variables: { kind, id, input },
        context: { quiet: true },
      });
      const saved = getFragmentData(OrganisationEditorFragment, result.data?.record);
      form.reset(saved ? toFormValues(saved) : values);
      setOutcome('saved');
    } catch (error) {
      if (!isRefusal(error)) {
        setOutcome(null);
        dispatch({ type: 'api/failed', failure: toApiFailure(error) });
        return;
      }
      setOtherMessages(applyServerErrors(error, form.setError, serverFieldMap));
      setOutcome('invalid');
      const fields = Object.keys(form.getValues()) as EditorField[];
      showFirstError(fields.filter((field) => form.getFieldState(field).error));
    }
  };

  const onInvalid = (errors: FieldErrors<EditorValues>) => {
    setOutcome('invalid');
    showFirstError(Object.keys(errors));
  };

  return { save: form.handleSubmit(onValid, onInvalid), outcome, otherMessages };
}
