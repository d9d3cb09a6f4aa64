// What the hours screen does with an hour: open the `hours` dialog for a new or stored one (and
// delete after the `mitigate` confirmation when asked), and confirm a move in the `hoursMove`
// dialog before saving it (a refused or failed move is put back). Each outcome is announced.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDialog } from '../../components/dialog/use-dialog.ts';
import type { HoursMoveDialogPayload } from './hour-dialog-types.ts';
import type { HourDraft } from './hour-values.ts';
import { DeleteHourMutation, UpdateHourMutation } from './hours-operations.ts';
import { periodText } from './period-text.ts';

type Period = HoursMoveDialogPayload['from'];

export function useHourActions(onlyOwnProjects: boolean, refetch: () => Promise<unknown>) {
  const intl = useIntl();
  const dialog = useDialog();
  const [update] = useMutation(UpdateHourMutation);
  const [remove] = useMutation(DeleteHourMutation);
  const [announcement, setAnnouncement] = useState('');

  const deleteHour = async (hour: HourDraft & { id: string }) => {
    const time = periodText(intl, hour.startsAt, hour.endsAt);
    const confirmed = await dialog({
      kind: 'mitigate',
      payload: { count: 1, names: [intl.formatMessage({ id: 'hours.deleteName' }, { time })] },
    });
    if (confirmed.result !== 'confirm') return;
    try {
      await remove({ variables: { id: hour.id } });
    } catch {
      // The app's error dialog has said why (the mutation is not quiet); the hour stays listed.
      return;
    }
    await refetch();
    setAnnouncement(intl.formatMessage({ id: 'hours.deleted' }));
  };

  const openHour = async (hour: HourDraft) => {
    setAnnouncement('');
    const outcome = await dialog({
      kind: 'hours',
      title: intl.formatMessage({
        id: hour.id ? 'hours.dialog.editTitle' : 'hours.dialog.newTitle',
      }),
      payload: { hour, onlyOwnProjects },
    });
    if (outcome.result !== 'confirm') return;
    if (outcome.value.action === 'delete' && hour.id) {
      await deleteHour({ ...hour, id: hour.id });
      return;
    }
    await refetch();
    setAnnouncement(intl.formatMessage({ id: 'hours.saved' }));
  };

  const moveHour = async (id: string, from: Period, to: Period, revert: () => void) => {
    setAnnouncement('');
    const outcome = await dialog({
      kind: 'hoursMove',
      title: intl.formatMessage({ id: 'hours.move.title' }),
      payload: { from, to },
    });
    if (outcome.result !== 'confirm') {
      revert();
      return;
    }
    try {
      await update({ variables: { id, input: to } });
      await refetch();
      setAnnouncement(intl.formatMessage({ id: 'hours.moved' }));
    } catch {
      revert();
      setAnnouncement(intl.formatMessage({ id: 'hours.move.failed' }));
    }
  };

  return { openHour, moveHour, announcement };
}
