// The kit's fields under react-hook-form: labels, required messages in both languages wired to the
// control, read-only and the values each field kind gives the form.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { digits, email, name, postcode, required, url } from '../../../../schema/rules/schemas.ts';
import { renderWithKit } from '../../test-support/form-kit.tsx';
import { DateField } from './DateField.tsx';
import { formResolver } from './form-resolver.ts';
import { NumberField } from './NumberField.tsx';
import { RadioGroupField } from './RadioGroupField.tsx';
import { SelectField } from './SelectField.tsx';
import { SwitchField } from './SwitchField.tsx';
import { TextareaField } from './TextareaField.tsx';
import { TextInputField } from './TextInputField.tsx';

afterEach(cleanup);

const schema = z.object({
  title: required(10),
  slug: name,
  website: url,
  contact: email,
  amount: z.number({ error: 'validation.required' }).min(0),
  postcode,
  code: digits,
  startsAt: z.string({ error: 'validation.required' }),
  phase: z.string({ error: 'validation.required' }),
  status: z.enum(['NEW', 'DRAFT']),
  visible: z.boolean(),
  notes: z.string(),
});
type Values = z.input<typeof schema>;

const empty: Values = {
  title: '',
  slug: '',
  website: '',
  contact: '',
  amount: null as unknown as number,
  postcode: '',
  code: '',
  startsAt: null as unknown as string,
  phase: null as unknown as string,
  status: 'NEW',
  visible: false,
  notes: '',
};

function TestForm({
  onValid,
  readOnly,
}: {
  onValid: (values: unknown) => void;
  readOnly?: boolean;
}) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: formResolver(schema),
    defaultValues: empty,
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextInputField
        control={control}
        name="title"
        label="Titel"
        hint="Kort"
        readOnly={readOnly}
      />
      <TextInputField control={control} name="slug" label="Naam" />
      <TextInputField control={control} name="website" label="Website" />
      <TextInputField control={control} name="contact" label="E-mail" type="email" />
      <NumberField control={control} name="amount" label="Aantal" min={0} />
      <TextInputField control={control} name="postcode" label="Postcode" />
      <TextInputField control={control} name="code" label="Code" />
      <DateField control={control} name="startsAt" label="Start" />
      <SelectField
        control={control}
        name="phase"
        label="Fase"
        options={[{ value: 'PREPARATION', label: 'Voorbereiding' }]}
      />
      <RadioGroupField
        control={control}
        name="status"
        label="Status"
        options={[
          { value: 'NEW', label: 'Nieuw' },
          { value: 'DRAFT', label: 'Concept' },
        ]}
      />
      <SwitchField control={control} name="visible" label="Zichtbaar" />
      <TextareaField control={control} name="notes" label="Notities" rows={3} required={false} />
      <button type="submit">Opslaan</button>
    </form>
  );
}

/** A field's label, with or without the required mark. */
const labelled = (label: string) => new RegExp(`^${label}\\*?$`);

const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Opslaan' })));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(labelled(label)), { target: { value } });

describe('form kit fields', () => {
  it.each([
    ['nl', 'Verplicht'],
    ['en', 'Required'],
  ] as const)('shows required messages under the controls (%s)', async (locale, text) => {
    const onValid = vi.fn();
    await renderWithKit(<TestForm onValid={onValid} />, locale);
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    const title = screen.getByLabelText(labelled('Titel'));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-required')).toBe('true');
    const describedBy = title.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Kort',
      text,
    ]);
    const amount = screen.getByLabelText(labelled('Aantal'));
    expect(
      document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(text);
  });

  it.each([
    ['nl', ['Maximaal 10 tekens', 'Ongeldige naam', 'Ongeldige url', 'Ongeldige email']],
    ['en', ['At most 10 characters', 'Invalid name', 'Invalid url', 'Invalid email']],
  ] as const)('shows the rules of spec section 5 (%s)', async (locale, texts) => {
    await renderWithKit(<TestForm onValid={vi.fn()} />, locale);
    type('Titel', 'Een veel te lange titel');
    type('Naam', 'geen naam!');
    type('Website', 'niet een url');
    type('E-mail', 'iemand@');
    type('Postcode', '1234 SS');
    type('Code', '12a');
    await submit();
    for (const text of texts) expect(screen.getByText(text)).toBeTruthy();
    expect(
      screen.getByText(locale === 'nl' ? 'Vul een juiste postcode in' : 'Enter a valid postcode'),
    ).toBeTruthy();
    expect(
      screen.getByText(locale === 'nl' ? 'Alleen cijfers toegestaan' : 'Only digits allowed'),
    ).toBeTruthy();
  });

  it('gives the form typed values: numbers, dates, choices and booleans', async () => {
    const onValid = vi.fn();
    await renderWithKit(<TestForm onValid={onValid} />);
    type('Titel', ' Studie ');
    type('Naam', 'studie-1');
    type('Website', 'example.org');
    type('E-mail', 'Iemand@Example.org');
    type('Aantal', '12');
    type('Postcode', '3584cx');
    type('Code', '0042');
    type('Start', '2026-03-02');
    fireEvent.change(screen.getByLabelText(labelled('Fase')), {
      target: { value: 'PREPARATION' },
    });
    fireEvent.click(screen.getByLabelText('Concept'));
    fireEvent.click(screen.getByRole('switch', { name: 'Zichtbaar' }));
    await submit();
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      title: 'Studie',
      slug: 'studie-1',
      website: 'https://example.org',
      contact: 'iemand@example.org',
      amount: 12,
      postcode: '3584 CX',
      code: '0042',
      startsAt: '2026-03-02',
      phase: 'PREPARATION',
      status: 'DRAFT',
      visible: true,
      notes: '',
    });
  });

  it('shows read-only values without letting them change', async () => {
    await renderWithKit(<TestForm onValid={vi.fn()} readOnly />);
    const title = screen.getByLabelText(labelled('Titel')) as HTMLInputElement;
    expect(title.readOnly).toBe(true);
    expect(title.getAttribute('aria-required')).toBeNull();
  });
});
