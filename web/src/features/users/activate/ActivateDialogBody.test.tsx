// The `activate` dialog through the host and the queue: it asks first, sends the activation mail
// for the user in its payload and says where it went; a refused inactive account and a failure
// say so (a failure offers another try).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../../api/apollo-client.ts';
import { awaitDialog } from '../../../components/dialog/await-dialog.ts';
import { DialogHost } from '../../../components/dialog/DialogHost.tsx';
import { nlMessages } from '../../../i18n/messages.ts';
import type { DialogOutcome } from '../../../store/actions.ts';
import { stubGraphqlFetch } from '../../../test-support/graphql-fetch-stub.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { testStore } from '../../../test-support/store.ts';
import nl from '../messages/nl.json' with { type: 'json' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const email = 'anna@example.org';

function ask() {
  const { store } = testStore();
  const client = createApolloClient(store, 'http://localhost/graphql');
  renderApp(<DialogHost />, { store, client });
  let outcome: Promise<DialogOutcome<'activate'>> | undefined;
  act(() => {
    outcome = awaitDialog(store, {
      kind: 'activate',
      title: nl['users.activate.title'],
      payload: { userId: '42', name: 'Anna de Boer', email },
    });
  });
  return outcome as Promise<DialogOutcome<'activate'>>;
}

const fill = (text: string) => text.replace('{email}', email).replace('{name}', 'Anna de Boer');

describe('the activate dialog', () => {
  it('asks, sends the mail for the user and says where it went', async () => {
    const sent = stubGraphqlFetch({ data: { sendActivation: true } });
    const outcome = ask();
    expect(await screen.findByText(fill(nl['users.activate.question']))).toBeTruthy();
    const cancel = screen.getByRole('button', { name: nlMessages['dialog.cancel'] });
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    fireEvent.click(screen.getByRole('button', { name: nl['users.activate.confirm'] }));
    expect(await screen.findByText(fill(nl['users.activate.sent']))).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({ operationName: 'CmsSendActivation', variables: { userId: '42' } }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: nl['users.activate.close'] }));
    await expect(outcome).resolves.toEqual({ result: 'confirm', value: { sent: true } });
  });

  it('says when the server refuses an inactive account', async () => {
    stubGraphqlFetch({
      errors: [{ message: 'inactive', extensions: { code: 'CONFLICT', status: 409 } }],
      data: null,
    });
    const outcome = ask();
    fireEvent.click(await screen.findByRole('button', { name: nl['users.activate.confirm'] }));
    expect(await screen.findByText(fill(nl['users.activate.failedInactive']))).toBeTruthy();
    expect(screen.queryByRole('button', { name: nl['users.activate.retry'] })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: nl['users.activate.close'] }));
    await expect(outcome).resolves.toEqual({ result: 'confirm', value: { sent: false } });
  });

  it('offers another try after a failure', async () => {
    stubGraphqlFetch(
      { errors: [{ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } }], data: null },
      { data: { sendActivation: true } },
    );
    ask();
    fireEvent.click(await screen.findByRole('button', { name: nl['users.activate.confirm'] }));
    expect(await screen.findByText(fill(nl['users.activate.failed']))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: nl['users.activate.retry'] }));
    expect(await screen.findByText(fill(nl['users.activate.sent']))).toBeTruthy();
  });

  it('closes with "cancel" without sending', async () => {
    const sent = stubGraphqlFetch();
    const outcome = ask();
    fireEvent.click(await screen.findByRole('button', { name: nlMessages['dialog.cancel'] }));
    await expect(outcome).resolves.toEqual({ result: 'cancel' });
    expect(sent).toEqual([]);
  });
});
