// The multi-select: chosen options as a list with remove buttons, a search box over long lists.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test-support/form-kit.tsx';
import { MultiSelectField, VISIBLE_OPTIONS } from './MultiSelectField.tsx';

afterEach(cleanup);

const programmes = Array.from({ length: 150 }, (_, index) => ({
  value: String(index + 1),
  label: `Programma ${index + 1}`,
}));
programmes.push({ value: 'z', label: 'Zorg voor één' });

function Form({ onValid, readOnly }: { onValid: (values: unknown) => void; readOnly?: boolean }) {
  const { control, handleSubmit } = useForm<{ programIds: string[] }>({
    defaultValues: { programIds: ['3'] },
  });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <MultiSelectField
        control={control}
        name="programIds"
        label="Programma's"
        options={programmes}
        readOnly={readOnly}
      />
      <button type="submit">Opslaan</button>
    </form>
  );
}

const chosen = () =>
  within(screen.getByRole('list', { name: 'Gekozen' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('×', ''));

const search = () => screen.getByRole('combobox', { name: /^Programma's/ });

describe('MultiSelectField', () => {
  it('searches a long list, adds the chosen option and removes one', async () => {
    const onValid = vi.fn();
    await renderWithKit(<Form onValid={onValid} />);
    expect(chosen()).toEqual(['Programma 3']);

    await act(async () => fireEvent.focus(search()));
    await act(async () => fireEvent.change(search(), { target: { value: '' } }));
    // At most VISIBLE_OPTIONS at once, and a note that typing narrows the rest.
    expect(screen.getAllByRole('option')).toHaveLength(VISIBLE_OPTIONS);
    expect(screen.getByText('Nog 51 opties: typ om verder te zoeken')).toBeTruthy();

    await act(async () => fireEvent.change(search(), { target: { value: 'een' } }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Zorg voor één',
    ]);
    await act(async () => fireEvent.change(search(), { target: { value: 'programma 14' } }));
    expect(screen.getAllByRole('option')).toHaveLength(11);
    // Headless UI picks an option on mouse down (before the input loses focus).
    await act(async () =>
      fireEvent.mouseDown(screen.getByRole('option', { name: 'Programma 142' })),
    );
    expect(chosen()).toEqual(['Programma 3', 'Programma 142']);

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Programma 3 verwijderen' })),
    );
    expect(chosen()).toEqual(['Programma 142']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ programIds: ['142'] });
  });

  it('is usable with the keyboard', async () => {
    await renderWithKit(<Form onValid={vi.fn()} />);
    await act(async () => fireEvent.focus(search()));
    await act(async () => fireEvent.change(search(), { target: { value: 'Programma 15' } }));
    // Programma 15 and 150: the second one.
    await act(async () => fireEvent.keyDown(search(), { key: 'ArrowDown' }));
    await act(async () => fireEvent.keyDown(search(), { key: 'Enter' }));
    expect(chosen()).toEqual(['Programma 3', 'Programma 150']);
  });

  it('shows the chosen options read-only without search or remove buttons', async () => {
    await renderWithKit(<Form onValid={vi.fn()} readOnly />);
    expect(chosen()).toEqual(['Programma 3']);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /verwijderen/ })).toBeNull();
  });
});
