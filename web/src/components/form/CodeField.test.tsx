// A form that sends one code: an empty code is refused in the browser, a code the server refuses
// shows its message under the field (and announces it), an expired attempt and other failures go
// their own ways, and the recovery variant takes a longer code with letters.
import { CombinedGraphQLErrors } from '@apollo/client';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '../../test-support/store.ts';
import { renderApp } from '../../test-support/render-app.tsx';
import { CodeField } from './CodeField.tsx';
import { useCodeEntry } from './use-code-entry.ts';

const refusal = (code: string) =>
  new CombinedGraphQLErrors({
    errors: [
      {
        message: 'De gegevens zijn ongeldig',
        extensions: { code, status: 422, errors: { code: ['Deze code klopt niet'] } },
      },
    ],
  });

function CodeForm(props: {
  send: (code: string) => Promise<void>;
  onUnauthenticated?: () => void;
  recovery?: boolean;
}) {
  const entry = useCodeEntry({ requiredText: 'Verplicht', ...props });
  return (
    <form noValidate onSubmit={entry.onSubmit}>
      <CodeField control={entry.control} label="Code" recovery={props.recovery} />
      <button type="submit">Bevestigen</button>
    </form>
  );
}

function renderForm(props: Parameters<typeof CodeForm>[0]) {
  const test = testStore();
  renderApp(<CodeForm {...props} />, { store: test.store });
  const input = screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
  const submit = async (code: string) => {
    fireEvent.change(input, { target: { value: code } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bevestigen' })));
  };
  return { input, submit, types: test.types };
}

afterEach(cleanup);

describe('CodeField with useCodeEntry', () => {
  it('asks six digits from an authenticator app, or a recovery code', () => {
    const { input } = renderForm({ send: vi.fn() });
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.maxLength).toBe(6);
    cleanup();
    const recovery = renderForm({ send: vi.fn(), recovery: true }).input;
    expect(recovery.getAttribute('inputmode')).toBe('text');
    expect(recovery.maxLength).toBe(20);
  });

  it('refuses an empty code without sending it and sends the trimmed code', async () => {
    const send = vi.fn(async () => undefined);
    const { input, submit } = renderForm({ send });
    await submit('  ');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Verplicht');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await submit(' 123456 ');
    expect(send).toHaveBeenCalledWith('123456');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the refusal of the code under the field', async () => {
    const { submit, types } = renderForm({ send: () => Promise.reject(refusal('BAD_USER_INPUT')) });
    await submit('000000');
    expect(screen.getByRole('alert').textContent).toBe('Deze code klopt niet');
    expect(types()).not.toContain('api/failed');
  });

  it('hands an expired attempt on, and other failures to the error dialog', async () => {
    const onUnauthenticated = vi.fn();
    const expired = renderForm({
      send: () => Promise.reject(refusal('UNAUTHENTICATED')),
      onUnauthenticated,
    });
    await expired.submit('123456');
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect(expired.types()).not.toContain('api/failed');
    cleanup();

    const other = renderForm({ send: () => Promise.reject(new Error('offline')) });
    await other.submit('123456');
    expect(other.types()).toContain('api/failed');
  });
});
