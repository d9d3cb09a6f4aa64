// The `event` dialog through the host and the queue: the fields follow "Hele dag", the rules are
// checked before anything is handed back, the server's messages appear under their fields, and
// "Verwijderen" asks the tab to delete.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { awaitDialog } from '../../../../dialog/await-dialog.ts';
import { DialogHost } from '../../../../dialog/DialogHost.tsx';
import type { DialogOutcome } from '../../../../../store/actions.ts';
import { renderApp } from '../../../../../test-support/render-app.tsx';
import { testStore } from '../../../../../test-support/store.ts';
import { newEventValues } from '../event-values.ts';
import type { EventDialogPayload } from './event-dialog-types.ts';

afterEach(cleanup);

const values = newEventValues({
  start: new Date(2027, 2, 10, 10),
  end: new Date(2027, 2, 10, 11),
  allDay: false,
});

function ask(payload: EventDialogPayload) {
  const { store } = testStore();
  renderApp(<DialogHost />, { store });
  let outcome: Promise<DialogOutcome<'event'>> | undefined;
  act(() => {
    outcome = awaitDialog(store, { kind: 'event', title: 'Nieuw evenement', payload });
  });
  return outcome as Promise<DialogOutcome<'event'>>;
}

describe('the event dialog', () => {
  it('needs a title, then hands the values back with the chosen times', async () => {
    const outcome = ask({ values, canDelete: false });
    const title = await screen.findByLabelText(/^Titel/);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect((screen.getByLabelText(/^Begin/) as HTMLInputElement).value).toBe('2027-03-10T10:00');
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Verplicht')).toBeTruthy();

    fireEvent.change(title, { target: { value: 'Scholingsmiddag' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await expect(outcome).resolves.toEqual({
      result: 'confirm',
      value: { action: 'save', values: { ...values, title: 'Scholingsmiddag' } },
    });
  });

  it('asks for a day instead of times for an all-day event', async () => {
    ask({ values, canDelete: false });
    fireEvent.click(await screen.findByRole('switch', { name: /^Hele dag/ }));
    expect(await screen.findByLabelText(/^Datum/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Begin/)).toBeNull();
  });

  it('shows the server’s messages and offers deleting an existing event', async () => {
    const outcome = ask({
      values: { ...values, title: 'Congres' },
      canDelete: true,
      fieldErrors: [{ field: 'room', message: 'Te lang (server)' }],
      otherMessages: ['Iets anders ging mis'],
    });
    expect(await screen.findByText('Te lang (server)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Iets anders ging mis');
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await expect(outcome).resolves.toEqual({ result: 'confirm', value: { action: 'delete' } });
  });
});
