// The center form's values: the schema (shared rules; the address is all or nothing, Dutch
// postcode rule), the values of a center being edited, and the address input a save sends when the
// address was filled in or changed.
import { z } from 'zod';
import { digits, postcode, required } from '../../../../../schema/rules/schemas.ts';
import type { CenterType, CreateAddressInput } from '../../../gql/graphql.ts';
import { centerTypes } from '../list/center-types.ts';

const text = (max: number) => z.string().trim().max(max);

export const addressFields = ['postcode', 'number', 'numberAdd', 'street', 'city'] as const;
type AddressField = (typeof addressFields)[number];

export const centerFormSchema = z
  .object({
    title: required(200),
    type: z
      .enum(centerTypes)
      .nullable()
      .transform((value, context) => {
        if (value !== null) return value;
        context.addIssue({ code: 'custom', message: 'validation.required' });
        return z.NEVER;
      }),
    postcode: text(10),
    number: text(10),
    numberAdd: text(10),
    street: text(200),
    city: text(120),
  })
  .superRefine(
    (value, context) => {
      // Runs even when name or kind are refused, so every field's problem shows at once.
      const field = (name: AddressField) =>
        typeof value[name] === 'string' ? value[name].trim() : '';
      if (!addressFields.some((name) => field(name) !== '')) return;
      for (const name of ['postcode', 'number', 'street', 'city'] as const) {
        if (field(name) === '')
          context.addIssue({ code: 'custom', path: [name], message: 'validation.required' });
      }
      if (field('postcode') !== '' && !postcode.safeParse(field('postcode')).success)
        context.addIssue({ code: 'custom', path: ['postcode'], message: 'validation.postcode' });
      if (field('number') !== '' && !digits.safeParse(field('number')).success)
        context.addIssue({ code: 'custom', path: ['number'], message: 'validation.number' });
    },
    { when: () => true },
  );

export type CenterFormInput = z.input<typeof centerFormSchema>;
export type CenterFormOutput = z.output<typeof centerFormSchema>;

export interface EditedCenter {
  title: string;
  type: CenterType;
  address?: {
    street?: string | null;
    number?: string | null;
    numberAdd?: string | null;
    postcode?: string | null;
    city?: string | null;
  } | null;
}

export const emptyCenterForm: CenterFormInput = {
  title: '',
  type: null,
  postcode: '',
  number: '',
  numberAdd: '',
  street: '',
  city: '',
};

export function centerFormValues(center: EditedCenter | undefined): CenterFormInput {
  if (!center) return emptyCenterForm;
  const address = center.address;
  return {
    title: center.title,
    type: center.type,
    postcode: address?.postcode ?? '',
    number: address?.number ?? '',
    numberAdd: address?.numberAdd ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
  };
}

/**
 * What happens to the address on save: `keep` (unchanged), `clear` (all fields emptied) or a new
 * address to create (an address may be shared, so a changed one is stored as a new record).
 */
export type AddressChange =
  | { kind: 'keep' }
  | { kind: 'clear' }
  | { kind: 'create'; input: CreateAddressInput };

export function addressChange(
  saved: CenterFormOutput,
  before: CenterFormInput,
  hadAddress: boolean,
): AddressChange {
  const given = addressFields.some((field) => saved[field] !== '');
  if (!given) return hadAddress ? { kind: 'clear' } : { kind: 'keep' };
  const same = addressFields.every(
    (field: AddressField) =>
      saved[field].replace(/\s/g, '').toUpperCase() ===
      before[field].trim().replace(/\s/g, '').toUpperCase(),
  );
  if (same && hadAddress) return { kind: 'keep' };
  return {
    kind: 'create',
    input: {
      street: saved.street,
      number: saved.number,
      numberAdd: saved.numberAdd === '' ? null : saved.numberAdd,
      postcode: saved.postcode,
      city: saved.city,
    },
  };
}
