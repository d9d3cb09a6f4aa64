// The conflict dialog through the host and the queue: rich text is shown as its words with what
// only each version has highlighted (no HTML), who changed theirs is named with their role, every
// field needs a choice, and the choices come back per field.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DialogOutcome } from '../../../../store/actions.ts';
import { renderApp } from '../../../../test-support/render-app.tsx';
import { testStore } from '../../../../test-support/store.ts';
import { awaitDialog } from '../../../dialog/await-dialog.ts';
import { DialogHost } from '../../../dialog/DialogHost.tsx';
import nl from '../../history/messages/nl.json' with { type: 'json' };

afterEach(cleanup);

function ask() {
  const { store } = testStore();
  renderApp(<DialogHost />, { store });
  let outcome: Promise<DialogOutcome<'editConflict'>> | undefined;
  act(() => {
    outcome = awaitDialog(store, {
      kind: 'editConflict',
      title: nl['cmsHistory.conflict.title'],
      payload: {
        fields: [
          {
            field: 'description',
            label: 'Omschrijving',
            mine: { kind: 'words', text: 'Vijf ziekenhuizen doen mee.' },
            theirs: { kind: 'words', text: 'Twee ziekenhuizen doen mee.' },
            changedBy: { id: '2', name: 'Bram Jansen', role: 'editor' },
            changedAt: '2026-11-22T11:58:00.000Z',
          },
          {
            field: 'endsAt',
            label: 'Einddatum',
            mine: { kind: 'day', value: '2027-06-30' },
            theirs: { kind: 'empty' },
            changedBy: { id: '1', name: 'Anne de Vries', role: 'admin' },
            changedAt: '2026-11-22T11:59:00.000Z',
          },
        ],
      },
    });
  });
  return outcome as Promise<DialogOutcome<'editConflict'>>;
}

describe('the conflict dialog', () => {
  it('shows rich text as words, marking what only each version has', async () => {
    void ask();
    const mine = await screen.findByRole('region', { name: 'Uw versie van Omschrijving' });
    const theirs = screen.getByRole('region', { name: 'Hun versie van Omschrijving' });
    expect(mine.textContent).toBe('Vijf ziekenhuizen doen mee.');
    expect([...mine.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Vijf']);
    expect([...theirs.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Twee']);
    expect(screen.getByText(/Gewijzigd door Bram Jansen \(redacteur\)/)).toBeTruthy();
    expect(screen.getByText(/Gewijzigd door Anne de Vries \(beheerder\)/)).toBeTruthy();
    const end = screen.getByRole('region', { name: 'Hun versie van Einddatum' });
    expect(end.textContent).toBe(nl['cmsHistory.value.empty']);
    expect(screen.getByRole('region', { name: 'Uw versie van Einddatum' }).textContent).toBe(
      '30 juni 2027',
    );
  });

  it('wants a choice for every field, then hands the choices back', async () => {
    const outcome = ask();
    const dialog = await screen.findByRole('dialog', { name: nl['cmsHistory.conflict.title'] });
    const description = await within(dialog).findByRole('group', {
      name: 'Wat doet u met Omschrijving?',
    });
    fireEvent.click(within(description).getByLabelText(nl['cmsHistory.conflict.choice.edit']));
    const confirm = within(dialog).getByRole('button', { name: nl['cmsHistory.conflict.confirm'] });
    fireEvent.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe(nl['cmsHistory.conflict.required']);
    const end = within(dialog).getByRole('group', { name: 'Wat doet u met Einddatum?' });
    fireEvent.click(within(end).getByLabelText(nl['cmsHistory.conflict.choice.theirs']));
    fireEvent.click(confirm);
    await expect(outcome).resolves.toEqual({
      result: 'confirm',
      value: { choices: { description: 'edit', endsAt: 'theirs' } },
    });
  });
});
