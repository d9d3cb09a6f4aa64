// Saving the user form: creating (createUser, then to the new user's page) or changing (only the
// changed fields go to updateUser). Both are quiet: a refusal (422) puts each message under its
// field (`avatar_id` under the avatar, `name` under the last name); another failure opens the
// app's error dialog.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toApiFailure } from '../../../api/api-failure.ts';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { leaveWithoutPrompt } from '../../../components/form/use-unsaved-changes-warning.tsx';
import { getFragmentData } from '../../../gql';
import { useDispatch } from '../../../store/hooks.tsx';
import { CreateUserMutation, UpdateUserMutation, UserFormFragment } from './detail-operations.ts';
import {
  changedInput,
  type LockableField,
  toCreateInput,
  toFormValues,
  type UserValues,
} from './form-values.ts';

export type SaveOutcome = 'saved' | 'unchanged' | 'invalid' | null;

const serverFieldMap: Record<string, string> = {
  avatarId: 'avatar',
  name: 'lastName',
  role: 'role',
};

const isRefusal = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT');

/** The outcome state and the handling of a failed save that both kinds of save share. */
function useSaveOutcome(form: UseFormReturn<UserValues>) {
  const dispatch = useDispatch();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [otherMessages, setOtherMessages] = useState<string[]>([]);
  const fail = (error: unknown) => {
    if (!isRefusal(error)) {
      setOutcome(null);
      dispatch({ type: 'api/failed', failure: toApiFailure(error) });
      return;
    }
    const fields = Object.keys(form.getValues());
    setOtherMessages(applyServerErrors(error, form.setError, serverFieldMap, fields));
    setOutcome('invalid');
  };
  const start = () => setOtherMessages([]);
  return { outcome, setOutcome, otherMessages, fail, start };
}

export function useUpdateUser(
  form: UseFormReturn<UserValues>,
  userId: string,
  locked: readonly LockableField[],
) {
  const [update] = useMutation(UpdateUserMutation);
  const state = useSaveOutcome(form);

  const onValid = async (values: UserValues) => {
    state.start();
    const saved = form.formState.defaultValues as UserValues;
    const input = changedInput(saved, values, locked);
    if (Object.keys(input).length === 0) {
      form.reset(values);
      state.setOutcome('unchanged');
      return;
    }
    try {
      const result = await update({ variables: { id: userId, input }, context: { quiet: true } });
      const user = getFragmentData(UserFormFragment, result.data?.updateUser);
      form.reset(user ? toFormValues(user) : values);
      state.setOutcome('saved');
    } catch (error) {
      state.fail(error);
    }
  };

  return {
    save: form.handleSubmit(onValid, () => state.setOutcome('invalid')),
    outcome: state.outcome,
    otherMessages: state.otherMessages,
  };
}

export function useCreateUser(form: UseFormReturn<UserValues>) {
  const navigate = useNavigate();
  const [create] = useMutation(CreateUserMutation);
  const state = useSaveOutcome(form);

  const onValid = async (values: UserValues) => {
    state.start();
    try {
      const result = await create({
        variables: { input: toCreateInput(values) },
        context: { quiet: true },
      });
      const id = result.data?.createUser.id;
      if (id) await navigate(`/cms/users/${id}`, { state: leaveWithoutPrompt, replace: true });
    } catch (error) {
      state.fail(error);
    }
  };

  return {
    save: form.handleSubmit(onValid, () => state.setOutcome('invalid')),
    outcome: state.outcome,
    otherMessages: state.otherMessages,
  };
}
