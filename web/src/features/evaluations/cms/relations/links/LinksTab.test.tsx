// Component tests of the Links tab against a fake GraphQL server: an address without a scheme is
// shown and sent with https://, the new link appears in its place, and a refusal of the server
// (422) appears under its field without the app's error dialog.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { inRelationsKit } from '../../../../../test-support/relations-kit.tsx';
import { renderApp } from '../../../../../test-support/render-app.tsx';
import { settle, testStore } from '../../../../../test-support/store.ts';
import LinksTab from '../LinksTab.tsx';

afterEach(cleanup);

const stored = {
  __typename: 'EvaluationLink',
  id: '1',
  title: 'Registratie',
  url: 'https://example.org',
  position: 0,
};

function fakeServer(refuse: boolean) {
  const links: (typeof stored)[] = [stored];
  const added: Record<string, unknown>[] = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'EvaluationLinks')
      return of({ data: { evaluation: { __typename: 'Evaluation', id: '5', links: [...links] } } });
    const input = (operation.variables as { input: Record<string, unknown> }).input;
    added.push(input);
    if (refuse)
      return of({
        errors: [
          {
            message: 'The given data was invalid.',
            extensions: { code: 'BAD_USER_INPUT', errors: { url: ['Ongeldige url (server)'] } },
          },
        ],
      });
    const created = {
      ...stored,
      id: '2',
      title: String(input.title),
      url: String(input.url),
      position: 1,
    };
    links.push(created);
    return of({ data: { addEvaluationLink: created } });
  });
  return { added, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
}

async function renderTab(refuse = false) {
  const server = fakeServer(refuse);
  const test = testStore();
  renderApp(inRelationsKit(<LinksTab evaluationId="5" canEdit />), {
    client: server.client,
    store: test.store,
  });
  await screen.findByRole('heading', { name: 'Registratie' });
  return { ...server, ...test };
}

async function addLink(url: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Link toevoegen' }));
  fireEvent.change(screen.getByLabelText(/^Tekst van de link/), {
    target: { value: 'Studiesite' },
  });
  fireEvent.change(screen.getByLabelText(/^Adres/), { target: { value: url } });
}

describe('LinksTab', () => {
  it('shows and sends an address without a scheme with https://, after the last link', async () => {
    const { added } = await renderTab();
    await addLink('studie.example.org/info');
    expect(screen.getByText('Wordt opgeslagen als https://studie.example.org/info')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
      await settle();
    });
    expect(added).toEqual([
      { title: 'Studiesite', url: 'https://studie.example.org/info', position: 1 },
    ]);
    const item = (await screen.findByRole('heading', { name: 'Studiesite' })).closest('li');
    expect(within(item as HTMLElement).getByRole('link').textContent).toBe(
      'https://studie.example.org/info',
    );
  });

  it('keeps a mailto: address as it is', async () => {
    await renderTab();
    await addLink('mailto:info@example.org');
    expect(screen.queryByText(/Wordt opgeslagen als/)).toBeNull();
  });

  it('puts the server’s refusal under the field, without the error dialog', async () => {
    const { actions } = await renderTab(true);
    await addLink('example.org');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
      await settle();
    });
    const address = await screen.findByLabelText(/^Adres/);
    await screen.findByText('Ongeldige url (server)');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(actions.some((action) => action.type === 'api/failed')).toBe(false);
  });

  it('says which characters a position may have, in the browser already', async () => {
    const { added } = await renderTab();
    await addLink('example.org');
    fireEvent.change(screen.getByLabelText(/^Volgorde/), { target: { value: 'eerste' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
      await settle();
    });
    expect(await screen.findByText('Alleen cijfers toegestaan')).toBeTruthy();
    expect(added).toEqual([]);
  });
});
