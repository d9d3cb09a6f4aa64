// The dialog host: one dialog of the queue at a time, Esc/confirm/cancel results, no closing by a
// click outside, focus inside the dialog and back afterwards, and the kinds without a body.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nlMessages } from '../../i18n/messages.ts';
import { type Action, type DialogRequest, openDialog } from '../../store/actions.ts';
import { renderApp } from '../../test-support/render-app.tsx';
import { testStore } from '../../test-support/store.ts';
import { DialogHost } from './DialogHost.tsx';

afterEach(cleanup);

function setup(...requests: DialogRequest[]) {
  const { store, actions } = testStore();
  renderApp(
    <>
      <button type="button">Trigger</button>
      <DialogHost />
    </>,
    { store },
  );
  const trigger = screen.getByRole('button', { name: 'Trigger' });
  trigger.focus();
  act(() => {
    for (const request of requests) store.dispatch(openDialog(request));
  });
  const closed = () =>
    actions.filter(
      (action): action is Extract<Action, { type: 'dialog/closed' }> =>
        action.type === 'dialog/closed',
    );
  return { store, trigger, closed };
}

const pressEscape = () =>
  act(() => {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  });

describe('DialogHost', () => {
  it('shows only the first queued dialog, Esc closes it with "dismiss" and shows the next', () => {
    const { closed, store } = setup(
      { kind: 'generic', type: 'success', title: 'Eerste', message: 'Een', confirm: true },
      { kind: 'generic', type: 'warning', title: 'Tweede', message: 'Twee', confirm: true },
    );
    expect(screen.getByRole('dialog', { name: 'Eerste' })).toBeTruthy();
    expect(screen.queryByText('Tweede')).toBeNull();

    pressEscape();
    expect(closed()).toEqual([expect.objectContaining({ result: 'dismiss' })]);
    expect(screen.queryByText('Eerste')).toBeNull();
    const second = screen.getByRole('alertdialog', { name: 'Tweede' });
    expect(second.contains(document.activeElement)).toBe(true);
    expect(store.getState().dialogs).toHaveLength(1);
  });

  it('closes with "confirm" or "cancel", using given or default labels', () => {
    const { closed } = setup(
      { kind: 'generic', title: 'Verwijderen?', confirm: 'Verwijderen', cancel: true },
      { kind: 'generic', title: 'Doorgaan?', confirm: true, cancel: 'Stoppen' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(screen.getByRole('button', { name: nlMessages['dialog.confirm'] })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stoppen' }));
    expect(closed().map((action) => action.result)).toEqual(['confirm', 'cancel']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('focuses the cancel button first when there is one', () => {
    setup({ kind: 'generic', title: 'Weet u het zeker?', confirm: true, cancel: true });
    expect(document.activeElement?.textContent).toBe(nlMessages['dialog.cancel']);
  });

  it('stays open on a click outside', () => {
    const { closed } = setup({ kind: 'generic', type: 'error', title: 'Fout', confirm: true });
    const dialog = screen.getByRole('alertdialog', { name: 'Fout' });
    const backdrop = dialog.querySelector('[aria-hidden="true"]') ?? dialog;
    for (const target of [document.body, dialog, backdrop]) {
      act(() => {
        fireEvent.pointerDown(target);
        fireEvent.mouseDown(target);
        fireEvent.pointerUp(target);
        fireEvent.mouseUp(target);
        fireEvent.click(target);
      });
    }
    expect(screen.getByRole('alertdialog', { name: 'Fout' })).toBeTruthy();
    expect(closed()).toEqual([]);
  });

  it('shows an API error as the catalogue says: status text as title, lines kept, an Ok button', async () => {
    const { store, trigger, closed } = setup();
    act(() => {
      store.dispatch({
        type: 'api/failed',
        failure: {
          kind: 'validation',
          status: 422,
          statusText: 'Unprocessable Content',
          messages: ['Deze link is ongeldig of verlopen', 'Verplicht'],
        },
      });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Unprocessable Content' });
    const message = screen.getByText(/Deze link is ongeldig/);
    expect(message.textContent).toBe('Deze link is ongeldig of verlopen\nVerplicht');
    expect(message.className).toContain('whitespace-pre-line');
    expect(dialog.getAttribute('aria-describedby')).toBe(message.id);
    expect(dialog.textContent).toContain(nlMessages['dialog.type.error']);

    const ok = screen.getByRole('button', { name: 'Ok' });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    expect(closed()).toEqual([expect.objectContaining({ result: 'confirm' })]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Headless UI hands the focus back once the modal is gone.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('gives a dialog without buttons a close button', () => {
    const { closed } = setup({ kind: 'generic', title: 'Ter info', message: 'Alleen tekst' });
    fireEvent.click(screen.getByRole('button', { name: nlMessages['dialog.close'] }));
    expect(closed()).toEqual([expect.objectContaining({ result: 'dismiss' })]);
  });

  it('shows a kind without a body of its own in the generic frame', () => {
    const { closed } = setup({
      kind: 'generic',
      title: 'Uren',
      message: 'Nog geen eigen inhoud',
      cancel: true,
    });
    expect(screen.getByRole('dialog', { name: 'Uren' }).textContent).toContain(
      'Nog geen eigen inhoud',
    );
    fireEvent.click(screen.getByRole('button', { name: nlMessages['dialog.cancel'] }));
    expect(closed().map((action) => action.result)).toEqual(['cancel']);
  });
});
