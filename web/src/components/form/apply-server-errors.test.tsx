// A refused save (GraphQL BAD_USER_INPUT with field messages) lands on the form's fields.
import { CombinedGraphQLErrors } from '@apollo/client';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKit } from '../../test-support/form-kit.tsx';
import { applyServerErrors } from './apply-server-errors.ts';
import { DateField } from './DateField.tsx';
import { FormAlert } from './FormAlert.tsx';
import { TextInputField } from './TextInputField.tsx';

afterEach(cleanup);

const refusal = (errors: Record<string, string[]>) =>
  new CombinedGraphQLErrors({
    errors: [
      {
        message: 'De gegevens zijn ongeldig',
        extensions: { code: 'BAD_USER_INPUT', status: 422, errors },
      },
    ],
  });

interface Values {
  title: string;
  startsAt: string | null;
  studyTitle: string;
}

function RefusedForm({ error }: { error: unknown }) {
  const { control, setError, handleSubmit } = useForm<Values>({
    defaultValues: { title: 'Studie', startsAt: null, studyTitle: '' },
  });
  const [other, setOther] = useState<string[]>([]);
  const save = handleSubmit(() => {
    setOther(
      applyServerErrors(error, setError, { study_name: 'studyTitle' }, [
        'title',
        'startsAt',
        'studyTitle',
      ]),
    );
  });
  return (
    <form noValidate onSubmit={save}>
      <FormAlert messages={other} />
      <TextInputField control={control} name="title" label="Titel" />
      <DateField control={control} name="startsAt" label="Start" />
      <TextInputField control={control} name="studyTitle" label="Studienaam" />
      <button type="submit">Opslaan</button>
    </form>
  );
}

const describedText = (label: RegExp) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
};

describe('applyServerErrors', () => {
  it('puts each message on its field and returns the rest for the alert', async () => {
    const error = refusal({
      starts_at: ['Ongeldige datum (JJJJ-MM-DD)'],
      title: ['Is al in gebruik'],
      study_name: ['Verplicht'],
      unknown_field: ['Onbekend veld'],
      _: ['De einddatum moet op of na de begindatum liggen'],
    });
    await renderWithKit(<RefusedForm error={error} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
    expect(describedText(/^Start/)).toBe('Ongeldige datum (JJJJ-MM-DD)');
    expect(describedText(/^Titel/)).toBe('Is al in gebruik');
    expect(describedText(/^Studienaam/)).toBe('Verplicht');
    expect(screen.getByLabelText(/^Titel/).getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Onbekend veld');
    expect(alert.textContent).toContain('De einddatum moet op of na de begindatum liggen');
  });

  it('reads camelCase fields (as the GraphQL facade sends them) and list items', () => {
    const set: [string, string | undefined][] = [];
    const rest = applyServerErrors<{ startsAt: string; programIds: string[] }>(
      refusal({ startsAt: ['Ongeldige datum'], 'programIds.0': ['Bestaat niet'] }),
      (name, error) => set.push([name, error.message]),
    );
    expect(set).toEqual([
      ['startsAt', 'Ongeldige datum'],
      ['programIds', 'Bestaat niet'],
    ]);
    expect(rest).toEqual([]);
  });

  it("puts a row's field on that row's field, and a vanished row's id in the alert", () => {
    const set: [string, string | undefined][] = [];
    const rest = applyServerErrors<{ sponsors: { name: string; logo: string | null }[] }>(
      refusal({
        'sponsors.1.name': ['Verplicht'],
        'sponsors.0.logo_id': ['Ongeldige waarde'],
        'sponsors.2.id': ['Bestaat niet'],
      }),
      (name, error) => set.push([name, error.message]),
      { logoId: 'logo' },
      ['sponsors'],
    );
    expect(set).toEqual([
      ['sponsors.1.name', 'Verplicht'],
      ['sponsors.0.logo', 'Ongeldige waarde'],
    ]);
    expect(rest).toEqual(['Bestaat niet']);
  });

  it('leaves other errors to the screen', () => {
    const set: string[] = [];
    const forbidden = new CombinedGraphQLErrors({
      errors: [{ message: 'Geen toegang', extensions: { code: 'FORBIDDEN' } }],
    });
    expect(applyServerErrors(forbidden, (name) => set.push(name))).toEqual([]);
    expect(applyServerErrors(new Error('offline'), (name) => set.push(name))).toEqual([]);
    expect(set).toEqual([]);
  });
});
