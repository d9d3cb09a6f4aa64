// Message catalogues: Dutch is the bundled default, English is loaded on demand as its own chunk.
import nl from './nl.json' with { type: 'json' };

export const locales = ['nl', 'en'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'nl';

/** Every message id; the Dutch catalogue is the reference for all others. */
export type MessageKey = keyof typeof nl;

export type Messages = Record<MessageKey, string>;

export const nlMessages: Messages = nl;

const loaders: Record<Locale, () => Promise<Messages>> = {
  nl: () => Promise.resolve(nlMessages),
  en: async () => (await import('./en.json', { with: { type: 'json' } })).default,
};

/** Returns the catalogue of a locale, fetching its chunk the first time it is needed. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}

// Lets TypeScript check the ids passed to <FormattedMessage> and intl.formatMessage().
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}
