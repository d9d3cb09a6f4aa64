// Route guards (spec section 4) in a memory router with a real store.
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeRedirect } from '../../features/auth/safe-redirect.ts';
import { asIntlMessages, nlMessages } from '../../i18n/messages.ts';
import type { Role } from '../../store/actions.ts';
import { StoreProvider } from '../../store/hooks.tsx';
import { anne, testStore, tokens } from '../../test-support/store.ts';
import { GuestOnly } from './GuestOnly.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RequireRole } from './RequireRole.tsx';
import { ROLE_CHECK_DELAY_MS } from './roles.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderAt(path: string, options: { signedIn?: boolean; role?: Role | null } = {}) {
  const { store } = testStore({ stored: options.signedIn ? tokens() : null });
  if (options.role !== undefined)
    store.dispatch({ type: 'session/user-loaded', user: { ...anne, role: options.role } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/cms', element: <p>dashboard</p> },
      { path: '/cms/login', element: <GuestOnly>login form</GuestOnly> },
      {
        path: '/cms/evaluations',
        element: <RequireAuth>evaluations</RequireAuth>,
      },
      {
        path: '/cms/users',
        element: (
          <RequireAuth>
            <RequireRole rule="ADMIN">users</RequireRole>
          </RequireAuth>
        ),
      },
      {
        path: '/cms/programs',
        element: (
          <RequireAuth>
            <RequireRole rule={['ADMIN', 'EDITOR']}>programs</RequireRole>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StoreProvider store={store}>
      <IntlProvider locale="nl" messages={asIntlMessages(nlMessages)}>
        <RouterProvider router={router} />
      </IntlProvider>
    </StoreProvider>,
  );
  return { router, store };
}

describe('route guards', () => {
  it('sends a protected route without a token to the login page with the wanted path', () => {
    const { router } = renderAt('/cms/evaluations?page=2');
    expect(router.state.location.pathname).toBe('/cms/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/cms/evaluations?page=2')}`,
    );
    expect(screen.getByText('login form')).toBeTruthy();
  });

  it('sends a guest-only route with a token to /', () => {
    const { router } = renderAt('/cms/login', { signedIn: true });
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to the wanted page once signed in on the login page', () => {
    const { router, store } = renderAt(
      `/cms/login?redirect=${encodeURIComponent('/cms/programs')}`,
    );
    act(() => store.dispatch({ type: 'session/signed-in', tokens: tokens() }));
    expect(router.state.location.pathname).toBe('/cms/programs');
  });

  it('goes where the login page says after signing in, then forgets it', () => {
    const { router, store } = renderAt('/cms/login');
    act(() => store.dispatch({ type: 'session/signed-in', tokens: tokens(), redirectTo: '/cms' }));
    expect(router.state.location.pathname).toBe('/cms');
    act(() => store.dispatch({ type: 'route/changed', path: '/cms' }));
    expect(store.getState().session.landing).toBeNull();
  });

  it('shows a role route to a user with the role (one role or a list)', () => {
    renderAt('/cms/programs', { signedIn: true, role: 'EDITOR' });
    expect(screen.getByText('programs')).toBeTruthy();
  });

  it.each([
    ['lacking the role', 'EDITOR' as const],
    ['without a role', null],
  ])('sends a user %s to /cms after 500 ms', async (_, role) => {
    vi.useFakeTimers();
    const { router } = renderAt('/cms/users', { signedIn: true, role });
    await act(() => vi.advanceTimersByTimeAsync(ROLE_CHECK_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/cms/users');
    expect(screen.queryByText('users')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/cms');
  });

  it('waits for the user to load before judging the role', async () => {
    vi.useFakeTimers();
    const { router, store } = renderAt('/cms/users', { signedIn: true });
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => store.dispatch({ type: 'session/user-loaded', user: anne }));
    await act(() => vi.advanceTimersByTimeAsync(ROLE_CHECK_DELAY_MS));
    expect(router.state.location.pathname).toBe('/cms/users');
    expect(screen.getByText('users')).toBeTruthy();
  });

  it('follows only redirects within the site', () => {
    expect(safeRedirect('/cms/users')).toBe('/cms/users');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
