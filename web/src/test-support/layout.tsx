// Test support for the layouts: a memory router under a real store and the Dutch messages, a
// fake viewport width for media queries, and a canvas that is "unavailable" as in jsdom.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { configurePublicReader, resetPublicAnswers } from '../api/public-answers.ts';
import { asIntlMessages, nlMessages } from '../i18n/messages.ts';
import type { Crumb, SessionUser } from '../store/actions.ts';
import { StoreProvider } from '../store/hooks.tsx';
import { type FakeGraphql, fakeGraphqlFetch } from './fake-graphql.ts';
import { testStore, tokens } from './store.ts';

export interface ShellOptions {
  path?: string;
  user?: SessionUser | null;
  crumbs?: Crumb[];
  /** Rendered at every path inside the element's <Outlet />. */
  page?: ReactNode;
  /** Answers the public reader's requests (the footer's content). */
  graphql?: FakeGraphql;
}

export function renderInShell(element: ReactNode, options: ShellOptions = {}) {
  const { store } = testStore({ stored: options.user ? tokens() : null });
  if (options.user) store.dispatch({ type: 'session/user-loaded', user: options.user });
  if (options.crumbs) store.dispatch({ type: 'breadcrumbs/announced', crumbs: options.crumbs });
  resetPublicAnswers();
  if (options.graphql) configurePublicReader(store, { fetch: fakeGraphqlFetch(options.graphql) });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element,
        children: [
          { index: true, element: options.page ?? null },
          { path: '*', element: options.page ?? null },
        ],
      },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const view = render(
    <StoreProvider store={store}>
      <IntlProvider locale="nl" messages={asIntlMessages(nlMessages)}>
        <RouterProvider router={router} />
      </IntlProvider>
    </StoreProvider>,
  );
  return { ...view, store, router };
}

/** Makes `(min-width: N px)` queries answer as for a window `width` pixels wide. */
export function stubViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query)?.[1];
    return {
      matches: minWidth === undefined ? false : width >= Number(minWidth),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

/** jsdom has no canvas; without this stub it reports "not implemented" for every avatar. */
export function stubNoCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}
