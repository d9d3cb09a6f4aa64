import { describe, expect, it } from 'vitest';
import {
  addressChange,
  centerFormSchema,
  centerFormValues,
  emptyCenterForm,
} from './center-form-values.ts';

const issues = (input: object) => {
  const result = centerFormSchema.safeParse({ ...emptyCenterForm, ...input });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('center form schema', () => {
  it('needs a title and a type, and no address', () => {
    expect(issues({ title: 'Isala', type: 'GENERAL' })).toEqual({});
    expect(Object.keys(issues({}))).toEqual(['title', 'type']);
    expect(issues({ postcode: '1234', number: '1', street: 'Markt', city: 'Zwolle' })).toEqual({
      title: 'validation.required',
      type: 'validation.required',
      postcode: 'validation.postcode',
    });
  });

  it('asks for the whole address once one field is given, with the Dutch postcode rule', () => {
    expect(issues({ title: 'Isala', type: 'GENERAL', postcode: '1234' })).toEqual({
      number: 'validation.required',
      street: 'validation.required',
      city: 'validation.required',
      postcode: 'validation.postcode',
    });
    expect(
      issues({
        title: 'Isala',
        type: 'UMC',
        postcode: '8025 ab',
        number: '1a',
        street: 'Dokter van Heesweg',
        city: 'Zwolle',
      }),
    ).toEqual({ number: 'validation.number' });
  });
});

describe('address change on save', () => {
  const filled = {
    title: 'Isala',
    type: 'UMC' as const,
    postcode: '8025 AB',
    number: '2',
    numberAdd: '',
    street: 'Dokter van Heesweg',
    city: 'Zwolle',
  };

  it('keeps an unchanged address (postcode spacing and case folded)', () => {
    const before = centerFormValues({
      title: 'Isala',
      type: 'UMC',
      address: { postcode: '8025ab', number: '2', street: 'Dokter van Heesweg', city: 'Zwolle' },
    });
    expect(addressChange(filled, before, true)).toEqual({ kind: 'keep' });
  });

  it('creates a new address when it changed or was not there, and clears an emptied one', () => {
    expect(addressChange(filled, emptyCenterForm, false)).toEqual({
      kind: 'create',
      input: {
        street: 'Dokter van Heesweg',
        number: '2',
        numberAdd: null,
        postcode: '8025 AB',
        city: 'Zwolle',
      },
    });
    const cleared = { ...filled, postcode: '', number: '', street: '', city: '' };
    expect(addressChange(cleared, centerFormValues({ ...filled, address: filled }), true)).toEqual({
      kind: 'clear',
    });
    expect(addressChange(cleared, emptyCenterForm, false)).toEqual({ kind: 'keep' });
  });
});
