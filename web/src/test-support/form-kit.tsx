// Test support: renders under the form kit's catalogue (the shared validation texts included) in
// Dutch or English, the way `withFeatureMessages([formKitMessages, ...])` provides it.
import { render } from '@testing-library/react';
import type { ComponentProps, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { formKitMessages } from '../components/form/messages/index.ts';

export async function kitCatalogue(locale: 'nl' | 'en') {
  return locale === 'nl' ? formKitMessages.nl : (await formKitMessages.en()).default;
}

export async function renderWithKit(ui: ReactNode, locale: 'nl' | 'en' = 'nl') {
  const messages = await kitCatalogue(locale);
  // Only the kit's keys: react-intl's global message type expects the shell's too.
  const kitOnly = messages as ComponentProps<typeof IntlProvider>['messages'];
  return render(
    <IntlProvider locale={locale} defaultLocale="nl" messages={kitOnly}>
      {ui}
    </IntlProvider>,
  );
}
