// Saving the center form: a new or changed address is created first (an address may be shared,
// so it is never changed in place), then the center is created or updated with it. Refusals go
// onto the form's fields; what belongs to no field is returned for the form's alert.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import {
  CreateCenterAddressMutation,
  CreateCenterMutation,
  UpdateCenterMutation,
} from '../list/center-operations.ts';
import {
  addressChange,
  type CenterFormInput,
  type CenterFormOutput,
} from './center-form-values.ts';

const formFields = ['title', 'type', 'postcode', 'number', 'numberAdd', 'street', 'city'];
const quiet = { context: { quiet: true } };

export interface CenterBeingEdited {
  id: string;
  addressId: string | null;
  values: CenterFormInput;
}

export function useSaveCenter() {
  const [createAddress] = useMutation(CreateCenterAddressMutation, quiet);
  const [createCenter] = useMutation(CreateCenterMutation, quiet);
  const [updateCenter] = useMutation(UpdateCenterMutation, quiet);

  /** Saves; answers the messages that belong to no field (empty on success). */
  return useCallback(
    async (
      saved: CenterFormOutput,
      edited: CenterBeingEdited | undefined,
      setError: UseFormSetError<CenterFormInput>,
    ): Promise<{ ok: boolean; alerts: string[] }> => {
      try {
        const change = addressChange(
          saved,
          edited?.values ?? { ...saved, type: saved.type },
          edited ? edited.addressId !== null : false,
        );
        let addressId = edited?.addressId ?? null;
        if (change.kind === 'clear') addressId = null;
        if (change.kind === 'create') {
          const result = await createAddress({ variables: { input: change.input } });
          addressId = result.data?.createAddress.id ?? null;
        }
        const input = { title: saved.title, type: saved.type, addressId };
        if (edited) await updateCenter({ variables: { id: edited.id, input } });
        else await createCenter({ variables: { input } });
        return { ok: true, alerts: [] };
      } catch (error) {
        const invalid =
          CombinedGraphQLErrors.is(error) &&
          error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT');
        const alerts = invalid
          ? applyServerErrors(error, setError, {}, formFields)
          : [error instanceof Error ? error.message : String(error)];
        return { ok: false, alerts };
      }
    },
    [createAddress, createCenter, updateCenter],
  );
}
