// Component tests of the breadcrumbs: the announced trail as an ordered list, nothing when empty.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../test-support/layout.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

afterEach(cleanup);

describe('Breadcrumbs', () => {
  it('renders nothing while no crumbs are announced', () => {
    const { container } = renderInShell(<Breadcrumbs />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('lists the crumbs in order; the last is the current page and not a link', () => {
    renderInShell(<Breadcrumbs />, {
      crumbs: [
        { label: 'Home', to: '/' },
        { label: 'Verenigingen', to: '/associations' },
        { label: 'NVvH' },
      ],
    });
    const trail = screen.getByRole('navigation', { name: 'Kruimelpad' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace('›', ''))).toEqual([
      'Home',
      'Verenigingen',
      'NVvH',
    ]);
    expect(trail.querySelector('ol')).not.toBeNull();
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: 'Verenigingen' }).getAttribute('href')).toBe(
      '/associations',
    );
    expect(within(trail).queryByRole('link', { name: 'NVvH' })).toBeNull();
    expect(within(trail).getByText('NVvH').getAttribute('aria-current')).toBe('page');
  });

  it('follows the store: new crumbs replace the trail, a route change clears it', () => {
    const { store } = renderInShell(<Breadcrumbs />, { crumbs: [{ label: 'Home' }] });
    act(() => {
      store.dispatch({
        type: 'breadcrumbs/announced',
        crumbs: [{ label: 'Home', to: '/' }, { label: 'Contact' }],
      });
    });
    expect(screen.getByRole('navigation', { name: 'Kruimelpad' }).textContent).toContain('Contact');
    act(() => {
      store.dispatch({ type: 'route/changed', path: '/who' });
    });
    expect(screen.queryByRole('navigation', { name: 'Kruimelpad' })).toBeNull();
  });
});
