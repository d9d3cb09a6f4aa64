// The alert bar: the update notice with its refresh button, and the offline warning until online.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nlMessages } from '../../i18n/messages.ts';
import { renderApp } from '../../test-support/render-app.tsx';
import { testStore } from '../../test-support/store.ts';
import { AlertBar } from './AlertBar.tsx';

afterEach(cleanup);

describe('AlertBar', () => {
  it('shows nothing without alerts, but keeps its live regions ready', () => {
    renderApp(<AlertBar />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('asks to refresh for a new version inside the CMS and passes the answer on', () => {
    const { store, types } = testStore();
    renderApp(<AlertBar />, { store });
    act(() => {
      store.dispatch({ type: 'route/changed', path: '/cms' });
      store.dispatch({ type: 'pwa/update-available' });
    });
    expect(screen.getByRole('status').textContent).toContain(nlMessages['alerts.updateAvailable']);
    fireEvent.click(screen.getByRole('button', { name: nlMessages['alerts.refresh'] }));
    expect(types()).toContain('pwa/update-accepted');
  });

  it('warns while offline and stops when the connection is back', () => {
    const { store } = testStore();
    renderApp(<AlertBar />, { store });
    act(() => store.dispatch({ type: 'network/offline' }));
    expect(screen.getByRole('alert').textContent).toBe(nlMessages['alerts.offline']);
    expect(nlMessages['alerts.offline']).toMatch(/^U bent offline\./);
    act(() => store.dispatch({ type: 'network/online' }));
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
