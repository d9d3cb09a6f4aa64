// Component tests of the posts tab against a fake GraphQL server: a program's posts, pinned first,
// with their state, and a new pinned post sent with the program as its owner.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { possibleTypes } from '../../../../../api/cache-policies.ts';
import { inRelationsKit } from '../../../../../test-support/relations-kit.tsx';
import { renderApp } from '../../../../../test-support/render-app.tsx';
import { settle, testStore } from '../../../../../test-support/store.ts';
import OrganisationPostsTab from './OrganisationPostsTab.tsx';

afterEach(cleanup);

const post = (id: string, title: string, isPinned: boolean, publishAt: string | null) => ({
  __typename: 'Post',
  id,
  title,
  content: null,
  image: null,
  isPinned,
  publishAt,
});

function fakeServer() {
  const posts = [
    post('1', 'Oud nieuws', false, '2026-01-05T10:00:00Z'),
    post('2', 'Vastgezet', true, '2025-06-01T10:00:00Z'),
    post('3', 'Concept', false, null),
  ];
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    if (operation.operationName === 'CmsOrganisationPosts')
      return of({ data: { organisation: { __typename: 'Program', id: '8', posts: [...posts] } } });
    const variables = operation.variables as { input: { title: string; isPinned: boolean } };
    sent.push({ operation: operation.operationName ?? '', variables });
    const created = post('4', variables.input.title, variables.input.isPinned, null);
    posts.push(created);
    return of({ data: { addOrganisationPost: created } });
  });
  return {
    sent,
    client: new ApolloClient({ link, cache: new InMemoryCache({ possibleTypes }) }),
  };
}

describe('the posts tab', () => {
  it('lists pinned posts first, then drafts, then the newest', async () => {
    const server = fakeServer();
    renderApp(inRelationsKit(<OrganisationPostsTab kind="program" ownerId="8" />), {
      client: server.client,
    });
    await screen.findByRole('heading', { name: 'Vastgezet' });
    const titles = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Vastgezet', 'Concept', 'Oud nieuws']);
    expect(screen.getByText('Concept', { selector: 'p' })).toBeTruthy();
  });

  it('adds a pinned post with the program as its owner', async () => {
    const server = fakeServer();
    const { store } = testStore();
    renderApp(inRelationsKit(<OrganisationPostsTab kind="program" ownerId="8" />), {
      client: server.client,
      store,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bericht toevoegen' }));
    fireEvent.change(screen.getByLabelText(/^Titel/), { target: { value: 'Nieuwe website' } });
    fireEvent.change(screen.getByLabelText(/^Publicatiemoment/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('switch', { name: /^Bovenaan vastzetten/ }));
    const form = screen.getByRole('button', { name: 'Opslaan' }).closest('form') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
      await settle();
    });
    expect(server.sent).toEqual([
      {
        operation: 'AddOrganisationPost',
        variables: {
          kind: 'PROGRAM',
          ownerId: '8',
          input: expect.objectContaining({
            title: 'Nieuwe website',
            isPinned: true,
            publishAt: null,
          }),
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Nieuwe website' })).toBeTruthy();
  });
});
