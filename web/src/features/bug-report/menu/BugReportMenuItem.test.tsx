// The CMS user menu's "Bug melden" entry starts the report flow: the dialog is queued at step 1.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../../../app/layouts/UserMenu.tsx';
import { bugReportStore } from '../../../test-support/bug-report-epics.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { anne } from '../../../test-support/store.ts';
import nl from '../messages/nl.json' with { type: 'json' };

// jsdom has no ResizeObserver; Headless UI's menu uses it to follow its button.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', ResizeObserverStub));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the user menu entry', () => {
  it('opens the bug-report flow', async () => {
    const test = bugReportStore();
    act(() => test.store.dispatch({ type: 'session/user-loaded', user: anne }));
    renderApp(<UserMenu />, { store: test.store, url: '/cms' });
    act(() => {
      fireEvent.keyDown(screen.getByRole('button', { name: 'Welkom, Anne de Vries' }), {
        key: 'Enter',
      });
    });
    fireEvent.click(screen.getByRole('menuitem', { name: nl['bugReport.menu.entry'] }));
    await waitFor(() =>
      expect(test.store.getState().dialogs[0]).toMatchObject({
        kind: 'bugReport',
        title: nl['bugReport.dialog.title'],
      }),
    );
    expect(test.flow()?.step).toBe(1);
  });
});
