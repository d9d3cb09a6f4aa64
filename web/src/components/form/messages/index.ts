// The form kit's message catalogues: its own `fields.*` texts plus the `validation.*` texts of the
// rule set shared with the /v1 API (schema/rules/messages/). Dutch travels with the chunk that uses
// them, English on demand. Screens wrap with `withFeatureMessages([formKitMessages, own], Screen)`.
import validationNl from '../../../../../schema/rules/messages/nl.json' with { type: 'json' };
import { defineCatalogues } from '../../../i18n/feature-messages.tsx';
import nl from './nl.json' with { type: 'json' };

export const formKitMessages = defineCatalogues('formKit', { ...validationNl, ...nl }, async () => {
  const [own, validation] = await Promise.all([
    import('./en.json', { with: { type: 'json' } }),
    import('../../../../../schema/rules/messages/en.json', { with: { type: 'json' } }),
  ]);
  return { default: { ...validation.default, ...own.default } };
});

export type FormKitMessageKey = keyof typeof nl | keyof typeof validationNl;

declare module '../../../i18n/messages.ts' {
  interface MessageKeys {
    formKit: FormKitMessageKey;
  }
}
