// Saving the hour form: createHour for a new hour, updateHour for a stored one (quiet: the form
// shows its own errors). A refusal puts each message under its field; another failure shows a
// message in the form, as the app's error dialog would only appear after this one closes.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { applyServerErrors } from '../../../components/form/apply-server-errors.ts';
import { type HourValues, hourInput } from '../hour-values.ts';
import { CreateHourMutation, UpdateHourMutation } from '../hours-operations.ts';

const serverFieldMap = {
  startsAt: 'start',
  starts_at: 'start',
  endsAt: 'end',
  ends_at: 'end',
  project_id: 'projectId',
  hour_type: 'hourType',
};
const formFields = ['day', 'start', 'end', 'projectId', 'hourType', 'description'];

const isRefusal = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT');

export function useSaveHour(form: UseFormReturn<HourValues>, hourId: string | undefined) {
  const intl = useIntl();
  const [create] = useMutation(CreateHourMutation);
  const [update] = useMutation(UpdateHourMutation);
  const [otherMessages, setOtherMessages] = useState<string[]>([]);

  /** Saves the values; the saved hour's id, or null when it was not saved. */
  const save = async (values: HourValues): Promise<string | null> => {
    setOtherMessages([]);
    const input = hourInput(values);
    try {
      if (hourId) {
        await update({ variables: { id: hourId, input }, context: { quiet: true } });
        return hourId;
      }
      const result = await create({ variables: { input }, context: { quiet: true } });
      return result.data?.createHour.id ?? null;
    } catch (error) {
      setOtherMessages(
        isRefusal(error)
          ? applyServerErrors(error, form.setError, serverFieldMap, formFields)
          : [intl.formatMessage({ id: 'hours.form.failed' })],
      );
      return null;
    }
  };

  return { save, otherMessages };
}
