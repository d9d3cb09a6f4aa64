// The reset-password page: the live checklist, the required and mismatch messages, success, and a
// refused token shown as the generic error dialog.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../api/apollo-client.ts';
import { nlMessages } from '../../i18n/messages.ts';
import { stubGraphqlFetch } from '../../test-support/graphql-fetch-stub.ts';
import { renderApp } from '../../test-support/render-app.tsx';
import { testStore } from '../../test-support/store.ts';
import ResetPasswordPage from './ResetPasswordPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const goodPassword = 'Zorg-Demo-2026';

function renderPage(url = '/reset-password?token=abc123') {
  const { store } = testStore();
  const client = createApolloClient(store, 'http://localhost/graphql');
  renderApp(<ResetPasswordPage />, { store, client, url });
  return { store };
}

const passwordField = () => screen.getByLabelText(nlMessages['password.reset.password']);
const confirmationField = () => screen.getByLabelText(nlMessages['password.reset.confirmation']);
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: nlMessages['password.reset.submit'] }));

const metRules = () =>
  [...document.querySelectorAll('[data-rule]')]
    .filter((item) => item.getAttribute('data-met') === 'true')
    .map((item) => item.getAttribute('data-rule'));

describe('ResetPasswordPage', () => {
  it('checks the rules live as the password is typed', () => {
    renderPage();
    expect(metRules()).toEqual([]);
    // The mark is hidden from assistive technology, which hears the state in words instead.
    const checklist = screen.getByText(nlMessages['password.reset.rules']).parentElement;
    expect(
      within(checklist ?? document.body)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '✗Het wachtwoord moet minimaal één kleine letter bevatten (nog niet voldaan)',
      '✗Het wachtwoord moet minimaal één hoofdletter bevatten (nog niet voldaan)',
      '✗Het wachtwoord moet minimaal 8 tekens lang zijn (nog niet voldaan)',
      '✗Het wachtwoord moet minimaal één cijfer bevatten (nog niet voldaan)',
      '✗Het wachtwoord moet minimaal één speciaal teken bevatten (nog niet voldaan)',
    ]);
    fireEvent.change(passwordField(), { target: { value: 'abc' } });
    expect(metRules()).toEqual(['lowercase']);
    fireEvent.change(passwordField(), { target: { value: 'abcDEF12' } });
    expect(metRules()).toEqual(['lowercase', 'uppercase', 'length', 'digit']);
    fireEvent.change(passwordField(), { target: { value: goodPassword } });
    expect(metRules()).toEqual(['lowercase', 'uppercase', 'length', 'digit', 'special']);
    expect(passwordField().getAttribute('aria-describedby')).toBe(checklist?.id);
  });

  it('states the required fields and says an empty password is required', async () => {
    renderPage();
    expect(screen.getByText('Alle velden zijn verplicht')).toBeTruthy();
    submit();
    expect(await screen.findByText('Wachtwoord is verplicht')).toBeTruthy();
  });

  it('shows the mismatch under the confirmation field', async () => {
    renderPage();
    fireEvent.change(passwordField(), { target: { value: goodPassword } });
    fireEvent.blur(passwordField());
    // Nothing is said about the confirmation before the user gets there.
    await act(() => Promise.resolve());
    expect(screen.queryByText('Verplicht')).toBeNull();
    fireEvent.change(confirmationField(), { target: { value: `${goodPassword}!` } });
    fireEvent.blur(confirmationField());
    const mismatch = await screen.findByText('De wachtwoorden komen niet overeen');
    expect(confirmationField().getAttribute('aria-describedby')).toBe(mismatch.id);
    expect(confirmationField().getAttribute('aria-invalid')).toBe('true');
    // Changing the password to match clears it.
    fireEvent.change(passwordField(), { target: { value: `${goodPassword}!` } });
    await vi.waitFor(() =>
      expect(screen.queryByText('De wachtwoorden komen niet overeen')).toBeNull(),
    );
  });

  it('sets the password with the token and links to the login page', async () => {
    const sent = stubGraphqlFetch({ data: { resetPassword: true } });
    renderPage();
    fireEvent.change(passwordField(), { target: { value: goodPassword } });
    fireEvent.change(confirmationField(), { target: { value: goodPassword } });
    submit();
    expect(await screen.findByText(nlMessages['password.reset.done'])).toBeTruthy();
    expect(sent[0]).toMatchObject({
      operationName: 'ResetPassword',
      variables: {
        input: { token: 'abc123', password: goodPassword, passwordConfirmation: goodPassword },
      },
    });
    expect(
      screen.getByRole('link', { name: nlMessages['password.toLogin'] }).getAttribute('href'),
    ).toBe('/cms/login');
  });

  it('shows a refused token (422) as the generic error dialog and keeps the form', async () => {
    stubGraphqlFetch({
      data: null,
      errors: [
        {
          message: 'The given data was invalid.',
          extensions: {
            code: 'BAD_USER_INPUT',
            status: 422,
            errors: { token: ['Deze link is ongeldig of verlopen'] },
          },
        },
      ],
    });
    const { store } = renderPage('/reset-password?token=wrong');
    fireEvent.change(passwordField(), { target: { value: goodPassword } });
    fireEvent.change(confirmationField(), { target: { value: goodPassword } });
    submit();
    await vi.waitFor(() => expect(store.getState().dialogs).toHaveLength(1));
    expect(store.getState().dialogs[0]).toMatchObject({
      kind: 'generic',
      type: 'error',
      title: 'Unprocessable Content',
      message: 'Deze link is ongeldig of verlopen',
      confirm: true,
    });
    await act(() => Promise.resolve());
    expect(passwordField()).toBeTruthy();
  });

  it('offers a new link when the token is missing', () => {
    renderPage('/reset-password');
    expect(screen.queryByLabelText(nlMessages['password.reset.password'])).toBeNull();
    expect(
      screen
        .getByRole('link', { name: nlMessages['password.reset.requestNew'] })
        .getAttribute('href'),
    ).toBe('/forgot-password');
  });
});
