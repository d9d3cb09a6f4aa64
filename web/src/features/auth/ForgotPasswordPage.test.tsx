// The forgot-password page: validation of the address, and one confirmation whatever the answer.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../api/apollo-client.ts';
import { nlMessages } from '../../i18n/messages.ts';
import { stubGraphqlFetch } from '../../test-support/graphql-fetch-stub.ts';
import { renderApp } from '../../test-support/render-app.tsx';
import { testStore } from '../../test-support/store.ts';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const { store } = testStore();
  const client = createApolloClient(store, 'http://localhost/graphql');
  renderApp(<ForgotPasswordPage />, { store, client, url: '/forgot-password' });
  const email = screen.getByLabelText(nlMessages['password.email']);
  const submit = screen.getByRole('button', { name: nlMessages['password.forgot.submit'] });
  return { store, email, submit };
}

describe('ForgotPasswordPage', () => {
  it('has its heading, states that all fields are required, and announces its crumbs', () => {
    const { store } = renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      nlMessages['page.forgotPassword.title'],
    );
    expect(screen.getByText('Alle velden zijn verplicht')).toBeTruthy();
    expect(store.getState().crumbs).toEqual([
      { label: nlMessages['nav.home'], to: '/' },
      { label: nlMessages['page.forgotPassword.title'] },
    ]);
  });

  it('asks for a valid address before sending anything', async () => {
    const sent = stubGraphqlFetch();
    const { email, submit } = renderPage();
    fireEvent.click(submit);
    expect(await screen.findByText('Verplicht')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'geen-adres' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Ongeldige email')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the address and shows the same confirmation for any address', async () => {
    const sent = stubGraphqlFetch({ data: { forgotPassword: true } });
    const { email, submit } = renderPage();
    fireEvent.change(email, { target: { value: ' Iemand@Example.org ' } });
    fireEvent.click(submit);
    const confirmation = await screen.findByText(nlMessages['password.forgot.sent']);
    expect(sent).toEqual([
      expect.objectContaining({
        operationName: 'ForgotPassword',
        // The shared e-mail rule trims and lowercases, as the /v1 API does.
        variables: { email: 'iemand@example.org' },
      }),
    ]);
    await waitFor(() =>
      expect(confirmation.closest('[role="status"]')).toBe(document.activeElement),
    );
    expect(
      screen.getByRole('link', { name: nlMessages['password.toLogin'] }).getAttribute('href'),
    ).toBe('/cms/login');
  });
});
