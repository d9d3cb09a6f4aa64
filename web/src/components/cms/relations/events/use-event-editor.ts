// Creating, changing and deleting an event through the `event` dialog. The dialog hands back the
// values; they are saved here (quietly): a refusal opens the dialog again with the values and the
// server's messages under their fields, another failure opens the app's error dialog. Deleting asks
// for the destructive confirmation first. Each outcome is announced through `announce`.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback } from 'react';
import { toApiFailure } from '../../../../api/api-failure.ts';
import { useDialog } from '../../../dialog/use-dialog.ts';
import { applyServerErrors } from '../../../form/apply-server-errors.ts';
import { useDispatch } from '../../../../store/hooks.tsx';
import type { EventDialogPayload } from './dialog/event-dialog-types.ts';
import { useEventText } from './event-text.ts';
import { type EventValues, eventInput } from './event-values.ts';
import type { EventsOwner } from './events-relation.ts';

const isRefusal = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT');

const formFields = [
  'title',
  'type',
  'room',
  'url',
  'content',
  'allDay',
  'date',
  'startsAt',
  'endsAt',
  'recurring',
] as const satisfies readonly (keyof EventValues)[];

/** The refusal's messages: per field of the form, and the rest. */
function refusalMessages(
  error: unknown,
): Pick<EventDialogPayload, 'fieldErrors' | 'otherMessages'> {
  const fieldErrors: { field: keyof EventValues; message: string }[] = [];
  const otherMessages = applyServerErrors<EventValues>(
    error,
    (field, { message }) =>
      fieldErrors.push({ field: field as keyof EventValues, message: message ?? '' }),
    {},
    formFields,
  );
  return { fieldErrors, otherMessages };
}

export interface EditedEvent {
  id: string;
  title: string;
}

export function useEventEditor(
  mutations: Pick<EventsOwner, 'add' | 'update' | 'remove'>,
  announce: (text: string) => void,
) {
  const ask = useDialog();
  const dispatch = useDispatch();
  const t = useEventText();

  const remove = useCallback(
    async (event: EditedEvent) => {
      const answer = await ask({
        kind: 'mitigate',
        type: 'warning',
        title: t('remove.title'),
        confirm: t('remove.confirm'),
        cancel: true,
        payload: { count: 1, names: [event.title] },
      });
      if (answer.result !== 'confirm') return;
      await mutations.remove(event.id).then(
        () => announce(t('removed', { name: event.title })),
        () => undefined,
      );
    },
    [announce, ask, mutations, t],
  );

  /** Opens the dialog for an existing event (`event`) or a new one, starting from `values`. */
  return useCallback(
    async (event: EditedEvent | null, values: EventValues) => {
      let payload: EventDialogPayload = { values, canDelete: event !== null };
      for (;;) {
        const outcome = await ask({
          kind: 'event',
          title: t(event ? 'dialog.edit' : 'dialog.new'),
          payload,
        });
        if (outcome.result !== 'confirm') return;
        if (outcome.value.action === 'delete') {
          if (event) await remove(event);
          return;
        }
        const saved = outcome.value.values;
        try {
          const input = eventInput(saved);
          await (event ? mutations.update(event.id, input) : mutations.add(input));
          announce(t('saved', { name: input.title }));
          return;
        } catch (error) {
          if (!isRefusal(error)) {
            dispatch({ type: 'api/failed', failure: toApiFailure(error) });
            return;
          }
          payload = { values: saved, canDelete: event !== null, ...refusalMessages(error) };
        }
      }
    },
    [announce, ask, dispatch, mutations, remove, t],
  );
}
