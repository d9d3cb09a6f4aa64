// The `hoursMove` dialog through the app's host and queue: it names the old and the new period,
// focuses "Verplaatsen" and hands back "confirm" or "cancel".
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { awaitDialog } from '../../../components/dialog/await-dialog.ts';
import { DialogHost } from '../../../components/dialog/DialogHost.tsx';
import { renderApp } from '../../../test-support/render-app.tsx';
import { testStore } from '../../../test-support/store.ts';
import nl from '../messages/nl.json' with { type: 'json' };

afterEach(cleanup);

const from = {
  startsAt: new Date(2026, 10, 24, 9).toISOString(),
  endsAt: new Date(2026, 10, 24, 11).toISOString(),
};
const to = {
  startsAt: new Date(2026, 10, 25, 10).toISOString(),
  endsAt: new Date(2026, 10, 25, 12).toISOString(),
};

function askToMove() {
  const { store } = testStore();
  renderApp(<DialogHost />, { store });
  let outcome: ReturnType<typeof awaitDialog<'hoursMove'>> | undefined;
  act(() => {
    outcome = awaitDialog(store, {
      kind: 'hoursMove',
      title: nl['hours.move.title'],
      payload: { from, to },
    });
  });
  return outcome as ReturnType<typeof awaitDialog<'hoursMove'>>;
}

describe('the hours-move dialog', () => {
  it('names both periods, focuses the move and confirms', async () => {
    const outcome = askToMove();
    const confirm = await screen.findByRole('button', { name: nl['hours.move.confirm'] });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    const dialog = screen.getByRole('dialog', { name: nl['hours.move.title'] });
    const periods = Array.from(dialog.querySelectorAll('dd')).map((item) => item.textContent);
    expect(periods[0]).toMatch(/09:00 – 11:00/);
    expect(periods[1]).toMatch(/10:00 – 12:00/);
    fireEvent.click(confirm);
    await expect(outcome).resolves.toEqual({ result: 'confirm', value: undefined });
  });

  it('hands back "cancel" when the move is refused', async () => {
    const outcome = askToMove();
    fireEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    await expect(outcome).resolves.toEqual({ result: 'cancel' });
  });
});
