// Component tests of the events tab against a fake GraphQL server (jsdom is narrow, so the list is
// the calendar here): the period's occurrences without downloads, editing through the `event`
// dialog, and a refusal of the server that opens the dialog again with the message under its field.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { possibleTypes } from '../../../../../api/cache-policies.ts';
import type { Action, Dialog } from '../../../../../store/actions.ts';
import { inRelationsKit } from '../../../../../test-support/relations-kit.tsx';
import { renderApp } from '../../../../../test-support/render-app.tsx';
import { settle, testStore } from '../../../../../test-support/store.ts';
import OrganisationEventsTab from './OrganisationEventsTab.tsx';

afterEach(cleanup);

const base = {
  __typename: 'Event',
  content: null,
  url: null,
  date: null,
  startsAt: null,
  endsAt: null,
  room: null,
  type: 'EVENT',
  recurring: 'NONE',
  file: null,
};
const events = [
  {
    ...base,
    id: '1',
    title: 'Wekelijks overleg',
    type: 'MEETING',
    startsAt: new Date(2026, 11, 2, 19, 30).toISOString(),
    endsAt: new Date(2026, 11, 2, 21).toISOString(),
    recurring: 'WEEKLY',
  },
  { ...base, id: '2', title: 'Jaarverslag', type: 'DOWNLOAD', date: '2026-12-10' },
  { ...base, id: '3', title: 'Ledendag', date: '2026-12-12', room: 'Aula' },
];

function fakeServer(refuse: boolean) {
  const updates: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'CmsOrganisationEvents')
      return of({ data: { organisation: { __typename: 'Association', id: '5', events } } });
    const { input, id } = operation.variables as { input: Record<string, unknown>; id: string };
    updates.push(input);
    if (refuse)
      return of({
        errors: [
          {
            message: 'The given data was invalid.',
            extensions: { code: 'BAD_USER_INPUT', errors: { room: ['Te lang (server)'] } },
          },
        ],
      });
    const current = events.find((event) => event.id === id);
    return of({ data: { updateOrganisationEvent: { ...current, ...input } } });
  });
  return {
    updates,
    client: new ApolloClient({ link, cache: new InMemoryCache({ possibleTypes }) }),
  };
}

const openedDialogs = (actions: Action[]): Dialog[] =>
  actions.flatMap((action) => (action.type === 'dialog/opened' ? [action.dialog] : []));

async function renderTab(refuse = false) {
  const server = fakeServer(refuse);
  const test = testStore();
  renderApp(inRelationsKit(<OrganisationEventsTab kind="association" ownerId="5" />), {
    client: server.client,
    store: test.store,
    url: '/cms/associations/5?tab=events&weergave=maand&datum=2026-12-01',
  });
  await screen.findByText('Ledendag');
  return { ...server, ...test };
}

describe('the events tab', () => {
  it('lists the month’s occurrences, repeats included and downloads left out', async () => {
    await renderTab();
    expect(screen.getAllByText('Wekelijks overleg')).toHaveLength(5);
    expect(screen.queryByText('Jaarverslag')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Bewerken: Ledendag' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Nieuw evenement' })).toBeTruthy();
  });

  it('edits an event in the dialog and saves what it hands back', async () => {
    const { store, actions, updates } = await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Bewerken: Ledendag' }));
    await act(settle);
    const [dialog] = openedDialogs(actions);
    if (dialog?.kind !== 'event') throw new Error('no event dialog');
    expect(dialog.title).toBe('Evenement bewerken');
    expect(dialog.payload).toMatchObject({
      canDelete: true,
      values: { title: 'Ledendag', allDay: true, date: '2026-12-12', room: 'Aula' },
    });
    await act(async () => {
      store.dispatch({
        type: 'dialog/closed',
        id: dialog.id,
        result: 'confirm',
        value: { action: 'save', values: { ...dialog.payload.values, room: 'Zaal 9' } },
      });
      await settle();
    });
    expect(updates).toEqual([
      expect.objectContaining({ room: 'Zaal 9', date: '2026-12-12', startsAt: null }),
    ]);
    expect(await screen.findByText('Ledendag is opgeslagen.')).toBeTruthy();
  });

  it('opens the dialog again with the refusal under its field', async () => {
    const { store, actions } = await renderTab(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bewerken: Ledendag' }));
    await act(settle);
    const [first] = openedDialogs(actions);
    if (first?.kind !== 'event') throw new Error('no event dialog');
    await act(async () => {
      store.dispatch({
        type: 'dialog/closed',
        id: first.id,
        result: 'confirm',
        value: { action: 'save', values: { ...first.payload.values, room: 'x'.repeat(10) } },
      });
      await settle();
    });
    const second = openedDialogs(actions)[1];
    if (second?.kind !== 'event') throw new Error('the dialog did not open again');
    expect(second.payload.values.room).toBe('x'.repeat(10));
    expect(second.payload.fieldErrors).toEqual([{ field: 'room', message: 'Te lang (server)' }]);
    expect(actions.some((action) => action.type === 'api/failed')).toBe(false);
  });
});
