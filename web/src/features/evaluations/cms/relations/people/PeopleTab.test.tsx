// Component tests of the People tab against a fake GraphQL server: the directory is searched
// 300 ms after typing and only from three characters, suggestions show name, title and
// organisation (not people already in), and "add" sends the chosen user and function.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import relationsKitNl from '../../../../../components/cms/relations/messages/nl.json' with {
  type: 'json',
};
import { asIntlMessages, nlMessages } from '../../../../../i18n/messages.ts';
import { StoreProvider } from '../../../../../store/hooks.tsx';
import { stubResizeObserver } from '../../../../../test-support/resize-observer.ts';
import { testStore } from '../../../../../test-support/store.ts';
import evaluationsNl from '../../../messages/nl.json' with { type: 'json' };
import relationsNl from '../messages/nl.json' with { type: 'json' };
import PeopleTab from '../PeopleTab.tsx';
import { DIRECTORY_DEBOUNCE_MS } from './use-directory-search.ts';

const mulder = {
  __typename: 'EvaluationPerson',
  id: '31',
  userId: '3',
  contactFunction: 'LEAD_RESEARCHER',
  user: { __typename: 'PersonCard', id: '3', name: 'Thomas Mulder', title: 'DR' },
};
const directory = [
  { __typename: 'DirectoryUser', id: '3', name: 'Thomas Mulder', title: 'DR', organisation: null },
  {
    __typename: 'DirectoryUser',
    id: '8',
    name: 'Fleur Dekker',
    title: 'PROF_DR',
    organisation: 'NVOG',
  },
];

function fakeServer() {
  const searches: string[] = [];
  const added: unknown[] = [];
  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    switch (operation.operationName) {
      case 'EvaluationPeopleTab':
        return of({
          data: { evaluation: { __typename: 'Evaluation', id: '5', people: [mulder] } },
        });
      case 'PeopleTabUserDirectory':
        searches.push(String(variables.search));
        return of({ data: { userDirectory: directory } });
      default:
        added.push(variables);
        return of({
          data: {
            addEvaluationPerson: {
              __typename: 'EvaluationPerson',
              id: '32',
              userId: '8',
              contactFunction: 'PROJECT_LEADER',
            },
          },
        });
    }
  });
  return { searches, added, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
}

function renderTab(canEdit = true) {
  const server = fakeServer();
  render(
    <StoreProvider store={testStore().store}>
      <ApolloProvider client={server.client}>
        <IntlProvider
          locale="nl"
          messages={asIntlMessages({
            ...nlMessages,
            ...evaluationsNl,
            ...relationsNl,
            ...relationsKitNl,
          })}
        >
          <PeopleTab evaluationId="5" canEdit={canEdit} />
        </IntlProvider>
      </ApolloProvider>
    </StoreProvider>,
  );
  return server;
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

beforeEach(() => {
  stubResizeObserver();
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PeopleTab', () => {
  it('lists the people with their function', async () => {
    renderTab();
    await pass(0);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('dr. Thomas Mulder');
    const select = within(item).getByRole('combobox', { name: 'Functie van dr. Thomas Mulder' });
    expect((select as HTMLSelectElement).value).toBe('LEAD_RESEARCHER');
  });

  it('searches 300 ms after typing, from three characters, without people already in', async () => {
    const server = renderTab();
    await pass(0);
    const search = screen.getByRole('combobox', { name: 'Zoek een collega op naam' });
    type(search, 'de');
    await pass(DIRECTORY_DEBOUNCE_MS * 2);
    expect(server.searches).toEqual([]);

    type(search, 'dek');
    await pass(DIRECTORY_DEBOUNCE_MS - 1);
    expect(server.searches).toEqual([]);
    await pass(1);
    expect(server.searches).toEqual(['dek']);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['prof. dr. Fleur DekkerNVOG']);
    expect(screen.getByText('1 collega gevonden')).toBeTruthy();
  });

  it('adds the chosen colleague with the chosen function', async () => {
    const server = renderTab();
    await pass(0);
    type(screen.getByRole('combobox', { name: 'Zoek een collega op naam' }), 'dekker');
    await pass(DIRECTORY_DEBOUNCE_MS);
    // Headless UI picks an option on the (left) mouse button going down.
    fireEvent.mouseDown(screen.getByRole('option', { name: /Fleur Dekker/ }), { button: 0 });
    await pass(0);
    fireEvent.change(screen.getByRole('combobox', { name: 'Functie' }), {
      target: { value: 'PROJECT_LEADER' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    await pass(0);
    expect(server.added).toEqual([
      { evaluationId: '5', input: { userId: '8', contactFunction: 'PROJECT_LEADER' } },
    ]);
    expect(screen.getByText('prof. dr. Fleur Dekker is toegevoegd.')).toBeTruthy();
  });

  it('only reads without edit rights', async () => {
    renderTab(false);
    await pass(0);
    expect(screen.getByRole('listitem').textContent).toBe('dr. Thomas MulderHoofdonderzoeker');
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
