// The typed dialog bodies through the host and the queue: `create` asks for a required title and
// hands it back; `mitigate` names what is deleted, focuses cancel first and confirms destructively.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nlMessages } from '../../../i18n/messages.ts';
import type { DialogKind, DialogOutcome, DialogRequestOf } from '../../../store/actions.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { testStore } from '../../../test-support/store.ts';
import nlListView from '../../cms/list/messages/nl.json' with { type: 'json' };
import { awaitDialog } from '../await-dialog.ts';
import { DialogHost } from '../DialogHost.tsx';

afterEach(cleanup);

function ask<K extends DialogKind>(request: DialogRequestOf<K>) {
  const { store } = testStore();
  renderApp(<DialogHost />, { store });
  let outcome: Promise<DialogOutcome<K>> | undefined;
  act(() => {
    outcome = awaitDialog(store, request);
  });
  return { store, outcome: outcome as Promise<DialogOutcome<K>> };
}

describe('the create dialog', () => {
  const request = {
    kind: 'create',
    title: 'Nieuwe evaluatie',
    payload: { titleLabel: 'Titel van de evaluatie' },
  } as const;

  it('requires a title, then hands the trimmed title back with "confirm"', async () => {
    const { outcome } = ask(request);
    const field = await screen.findByLabelText('Titel van de evaluatie');
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.click(
      screen.getByRole('button', { name: nlListView['listView.dialog.create.confirm'] }),
    );
    // The form checks its title asynchronously (react-hook-form), then shows the message.
    expect(await screen.findByText(nlMessages['auth.required.default'])).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Nieuwe evaluatie' })).toBeTruthy();

    fireEvent.change(field, { target: { value: '  Hartfalen thuis  ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await expect(outcome).resolves.toEqual({
      result: 'confirm',
      value: { title: 'Hartfalen thuis' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with "cancel" without a value', async () => {
    const { outcome } = ask(request);
    fireEvent.click(await screen.findByRole('button', { name: nlMessages['dialog.cancel'] }));
    await expect(outcome).resolves.toEqual({ result: 'cancel' });
  });

  it('does not compile with the wrong payload', () => {
    const compileOnly = () => {
      // @ts-expect-error a create dialog needs the title field's label
      awaitDialog(testStore().store, { kind: 'create', payload: { count: 2 } });
      // @ts-expect-error and has a payload at all
      awaitDialog(testStore().store, { kind: 'create' });
    };
    expect(compileOnly).toBeTypeOf('function');
  });
});

describe('the mitigate dialog', () => {
  it('warns, lists the items, focuses cancel first and confirms with a destructive button', async () => {
    const { outcome } = ask({
      kind: 'mitigate',
      title: 'Evaluaties verwijderen',
      payload: { count: 2, names: ['Eerste studie', 'Tweede studie'] },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Evaluaties verwijderen' });
    const cancel = await screen.findByRole('button', { name: nlMessages['dialog.cancel'] });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(dialog.textContent).toContain('Weet u zeker dat u 2 items wilt verwijderen?');
    expect(dialog.textContent).toContain('Tweede studie');
    expect(dialog.textContent).toContain(nlMessages['dialog.type.warning']);
    const confirm = screen.getByRole('button', {
      name: nlListView['listView.dialog.mitigate.confirm'],
    });
    expect(confirm.className).toContain('bg-red-700');
    fireEvent.click(confirm);
    await expect(outcome).resolves.toEqual({ result: 'confirm' });
  });

  it('names a single item, and Esc dismisses it', async () => {
    const { outcome } = ask({
      kind: 'mitigate',
      title: 'Verwijderen',
      payload: { count: 1, names: ['Hartfalen thuis'] },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Verwijderen' });
    await screen.findByText('Weet u zeker dat u “Hartfalen thuis” wilt verwijderen?');
    act(() => {
      fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    });
    await expect(outcome).resolves.toEqual({ result: 'dismiss' });
  });
});
