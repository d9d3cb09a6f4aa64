// Leaving a form with unsaved changes asks first: inside the app (router navigation) and when the
// page is reloaded or closed (beforeunload).
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKit } from '../../test-support/form-kit.tsx';
import { leaveWithoutPrompt, useUnsavedChangesWarning } from './use-unsaved-changes-warning.tsx';

afterEach(cleanup);

function Editor({ dirty }: { dirty: boolean }) {
  const prompt = useUnsavedChangesWarning(dirty);
  const navigate = useNavigate();
  return (
    <main>
      <h1>Editor</h1>
      <Link to="/list">Naar de lijst</Link>
      <button type="button" onClick={() => navigate('/list', { state: leaveWithoutPrompt })}>
        Opgeslagen, verder
      </button>
      {prompt}
    </main>
  );
}

async function renderEditor(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <Editor dirty={dirty} /> },
      { path: '/list', element: <h1>Lijst</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  await renderWithKit(<RouterProvider router={router} />);
  return router;
}

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChangesWarning', () => {
  it('asks before a navigation while dirty; staying keeps the page', async () => {
    const router = await renderEditor(true);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Naar de lijst' })));
    const dialog = screen.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    expect(dialog).toBeTruthy();
    expect(router.state.location.pathname).toBe('/edit');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Op deze pagina blijven' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('leaves when the user confirms', async () => {
    const router = await renderEditor(true);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Naar de lijst' })));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Verlaten zonder opslaan' })),
    );
    expect(router.state.location.pathname).toBe('/list');
    expect(screen.getByRole('heading', { name: 'Lijst' })).toBeTruthy();
  });

  it('lets a navigation marked leaveWithoutPrompt and a clean form pass', async () => {
    const router = await renderEditor(true);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Opgeslagen, verder' })),
    );
    expect(router.state.location.pathname).toBe('/list');
    cleanup();
    const clean = await renderEditor(false);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Naar de lijst' })));
    expect(clean.state.location.pathname).toBe('/list');
  });

  it('guards reload and close with beforeunload only while dirty', async () => {
    await renderEditor(true);
    expect(beforeUnload()).toBe(true);
    cleanup();
    expect(beforeUnload()).toBe(false);
    await renderEditor(false);
    expect(beforeUnload()).toBe(false);
  });
});
