// Message catalogues: Dutch is the bundled default, English is loaded on demand as its own chunk.
import type { Locale } from './locales.ts';
import nl from './nl.json' with { type: 'json' };

/** Message ids of the shell (this folder's catalogues, part of the first load). */
export type ShellMessageKey = keyof typeof nl;

/**
 * Every message id: the shell's plus each feature's and each CMS widget kit's (`messages/` folders
 * under `features/` and `components/`, loaded with their chunk and available inside their
 * `FeatureMessages`). Each catalogue adds its ids here by declaration merging, in its `index.ts`:
 *
 *     declare module '../../../i18n/messages.ts' {
 *       interface MessageKeys { hours: HoursMessageKey }
 *     }
 *
 * so this module imports no feature. The Dutch catalogues are the reference for all others.
 * Type-only: no feature text enters the first load.
 */
export interface MessageKeys {
  shell: ShellMessageKey;
}

export type MessageKey = MessageKeys[keyof MessageKeys];

export type Messages = Record<ShellMessageKey, string>;

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

/**
 * A catalogue as react-intl's provider types it (every MessageKey). The shell's provider holds only
 * the shell keys; each feature's keys are added inside its screens by `FeatureMessages`.
 */
export const asIntlMessages = (catalogue: Partial<Record<string, string>>) =>
  catalogue as Record<MessageKey, string>;
