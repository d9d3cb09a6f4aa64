// One rule set for server and web: every rule of spec section 5 gives the same text in the web
// form (react-intl, the kit's catalogue) as in the /v1 API's answer (the gateway's `translate`).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type MessageKey, translate } from '../../../../gateway/src/v1/shared/messages.ts';
import {
  type ValidationMessageKey,
  validationMessages,
} from '../../../../schema/rules/messages.ts';
import * as rules from '../../../../schema/rules/schemas.ts';
import { kitCatalogue, renderWithKit } from '../../test-support/form-kit.tsx';
import { FieldError } from './FieldError.tsx';
import { encodeMessage } from './use-field-error-text.ts';

afterEach(cleanup);

const keysFor = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** Each rule, an input it refuses, and the spec's Dutch and the English text. */
const cases: [string, z.ZodType, unknown, string, string][] = [
  ['required', rules.required(), '  ', 'Verplicht', 'Required'],
  ['name', rules.name, 'a b', 'Ongeldige naam', 'Invalid name'],
  ['url', rules.url, 'not a url', 'Ongeldige url', 'Invalid url'],
  ['email', rules.email, 'someone@', 'Ongeldige email', 'Invalid email'],
  ['number', rules.digits, '12a', 'Alleen cijfers toegestaan', 'Only digits allowed'],
  ['postcode', rules.postcode, '1234 SA', 'Vul een juiste postcode in', 'Enter a valid postcode'],
  ['empty password', rules.password, '', 'Wachtwoord is verplicht', 'Password is required'],
  [
    'short password',
    rules.password,
    'Ab1!',
    'Het wachtwoord moet minimaal 8 tekens lang zijn',
    'The password needs at least 8 characters',
  ],
  [
    'password without a special character',
    rules.password,
    'Abcdefg1',
    'Het wachtwoord moet minimaal één speciaal teken bevatten',
    'The password needs at least one special character',
  ],
];

describe('validation texts shared by web and server', () => {
  it.each(cases)('%s: the same text in Dutch and English', async (_rule, schema, input, nl, en) => {
    const [key] = keysFor(schema, input);
    expect(key).toMatch(/^validation\./);
    for (const [locale, expected] of [
      ['nl', nl],
      ['en', en],
    ] as const) {
      expect(translate(locale, key as MessageKey)).toBe(expected);
      const view = await renderWithKit(<FieldError id="e" error={key} />, locale);
      expect(screen.getByText(expected).id).toBe('e');
      view.unmount();
    }
  });

  it('reports every failed password rule and a mismatching confirmation', async () => {
    expect(keysFor(rules.password, 'abc')).toEqual([
      'validation.password.uppercase',
      'validation.password.length',
      'validation.password.digit',
      'validation.password.special',
    ]);
    const schema = rules.withPasswordConfirmation(
      z.object({ password: rules.password, password_confirmation: z.string() }),
    );
    const keys = keysFor(schema, { password: 'Zorg-Demo-2026', password_confirmation: 'other' });
    expect(keys).toEqual(['validation.password.confirmation']);
    await renderWithKit(<FieldError id="e" error={keys[0]} />, 'en');
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(translate('nl', 'validation.password.confirmation')).toBe(
      'De wachtwoorden komen niet overeen',
    );
  });

  it.each(['nl', 'en'] as const)(
    'every validation text, with its values, is the same (%s)',
    async (locale) => {
      const catalogue = await kitCatalogue(locale);
      const keys = Object.keys(validationMessages.nl) as ValidationMessageKey[];
      const values = { max: 250, min: 2, expected: 'number', values: 'a, b' };
      const texts = keys.map((key) => encodeMessage(key, values));
      await renderWithKit(
        <ul>
          {texts.map((text, index) => (
            <li key={keys[index]}>
              <FieldError id={String(index)} error={text} />
            </li>
          ))}
        </ul>,
        locale,
      );
      keys.forEach((key, index) => {
        expect(Object.hasOwn(catalogue, key)).toBe(true);
        expect(document.getElementById(String(index))?.textContent).toBe(
          translate(locale, key, values),
        );
      });
    },
  );
});
