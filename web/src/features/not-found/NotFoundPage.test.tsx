// Component tests of the page-not-found screen: its heading, texts, links and breadcrumbs.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../test-support/layout.tsx';
import NotFoundPage from './NotFoundPage.tsx';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it('says the page was not found, asks to check the URL and links home and to contact', () => {
    renderInShell(<NotFoundPage />, { path: '/does-not-exist' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pagina niet gevonden');
    expect(screen.getByText('De door jouw opgevraagde pagina is niet gevonden.')).toBeTruthy();
    expect(screen.getByText(/typefouten/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de homepagina' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Neem contact met ons op' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  it('announces Home and its own title as breadcrumbs', async () => {
    const { store } = renderInShell(<NotFoundPage />, { path: '/does-not-exist' });
    await waitFor(() =>
      expect(store.getState().crumbs).toEqual([
        { label: 'Home', to: '/' },
        { label: 'Pagina niet gevonden' },
      ]),
    );
  });
});
