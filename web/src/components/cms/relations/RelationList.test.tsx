import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureMessages } from '../../../i18n/feature-messages.tsx';
import type { Action } from '../../../store/actions.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { settle, testStore } from '../../../test-support/store.ts';
import { relationsMessages } from './messages/index.ts';
import { type RelationFormProps, RelationList } from './RelationList.tsx';

afterEach(cleanup);

interface Item {
  id: string;
  name: string;
}

const items: Item[] = [
  { id: '1', name: 'Eerste link' },
  { id: '2', name: 'Tweede link' },
];

function renderList(canEdit: boolean, remove = vi.fn(() => Promise.resolve())) {
  const test = testStore();
  const view = renderApp(
    <FeatureMessages catalogues={relationsMessages}>
      <RelationList<Item>
        title="Links"
        items={items}
        canEdit={canEdit}
        emptyText="Geen links"
        addLabel="Link toevoegen"
        itemName={(item) => item.name}
        renderItem={(item) => <p>{item.name}</p>}
        renderForm={({ item, close }: RelationFormProps<Item>) => (
          <div>
            <p>Formulier voor {item ? item.name : 'een nieuwe link'}</p>
            <button type="button" onClick={() => close(true)}>
              Klaar
            </button>
          </div>
        )}
        remove={remove}
      />
    </FeatureMessages>,
    { store: test.store },
  );
  return { ...view, ...test, remove };
}

const openedDialog = (actions: Action[]) => {
  const opened = actions.filter((action) => action.type === 'dialog/opened').at(-1);
  if (opened?.type !== 'dialog/opened') throw new Error('no dialog opened');
  return opened.dialog;
};

describe('RelationList', () => {
  it('shows the items without any control when the user may not edit', () => {
    renderList(false);
    expect(screen.getByText('Eerste link')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('removes an item only after the destructive confirmation', async () => {
    const { store, actions, remove } = renderList(true);
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen: Tweede link' }));
    await act(settle);
    const first = openedDialog(actions);
    expect(first).toMatchObject({
      kind: 'mitigate',
      payload: { count: 1, names: ['Tweede link'] },
    });
    await act(async () => {
      store.dispatch({ type: 'dialog/closed', id: first.id, result: 'cancel' });
      await settle();
    });
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen: Tweede link' }));
    await act(settle);
    const second = openedDialog(actions);
    await act(async () => {
      store.dispatch({ type: 'dialog/closed', id: second.id, result: 'confirm' });
      await settle();
    });
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith(items[1]);
    expect(screen.getByRole('status').textContent).toBe('Tweede link is verwijderd.');
  });

  it('edits in place and gives the focus back to the edit button when the form closes', async () => {
    renderList(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bewerken: Eerste link' }));
    expect(screen.getByText('Formulier voor Eerste link')).toBeTruthy();
    expect(screen.queryByText('Eerste link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Klaar' }));
    await act(settle);
    expect(screen.queryByText('Formulier voor Eerste link')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Bewerken: Eerste link' }),
    );
    expect(screen.getByRole('status').textContent).toBe('Opgeslagen.');
  });

  it('opens an empty form for a new item and hides the add button meanwhile', async () => {
    renderList(true);
    fireEvent.click(screen.getByRole('button', { name: 'Link toevoegen' }));
    expect(screen.getByText('Formulier voor een nieuwe link')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link toevoegen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Klaar' }));
    await act(settle);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Link toevoegen' }));
  });
});
