// Messages of the /v1 API in Dutch (default) and English, picked by the request's Accept-Language.
// Dutch texts are the spec's where it gives them (section 5). The validation texts are the shared
// rule set's (schema/rules/messages/), the same the web app's forms show.
import { validationMessages } from '../../../../schema/rules/messages.ts';

export type Locale = 'nl' | 'en';

const nl = {
  ...validationMessages.nl,
  'error.validation': 'De gegevens zijn ongeldig',
  'error.unauthenticated': 'Niet ingelogd',
  'error.forbidden': 'Geen toegang',
  'error.notFound': 'Niet gevonden',
  'error.conflict': 'Conflict met bestaande gegevens',
  'error.editConflict':
    'Iemand anders heeft dit intussen gewijzigd: kies per veld welke waarde blijft',
  'error.tooLarge': 'Het bestand is te groot',
  'error.unsupportedFile': 'Dit bestandstype wordt niet ondersteund',
  'error.rateLimited': 'Te veel pogingen, probeer het later opnieuw',
  'error.server': 'Er is een fout opgetreden',
  'error.unavailable':
    'De dienst is tijdelijk niet beschikbaar, probeer het over enkele seconden opnieuw',
  'error.storageFull':
    'Het bestand kon niet worden opgeslagen: de opslag is vol. Probeer het later opnieuw of neem contact op met de beheerder',
  'auth.invalidCredentials': 'Onjuist e-mailadres of wachtwoord',
  'auth.inactive': 'Dit account is niet actief',
  'auth.invalidToken': 'Deze link is ongeldig of verlopen',
  'auth.resetRequested':
    'Als dit e-mailadres bij ons bekend is, ontvangt u een e-mail met een link om een nieuw wachtwoord in te stellen',
  'auth.passwordSet': 'Uw wachtwoord is ingesteld, u kunt nu inloggen',
  'auth.activationSent': 'De activatiemail is verstuurd',
  'auth.wrongCurrentPassword': 'Het huidige wachtwoord is onjuist',
  'auth.samePassword': 'Het nieuwe wachtwoord moet verschillen van het huidige',
  'auth.twoFactorRequired': 'Tweestapsverificatie: vul een code in om het inloggen af te ronden',
  'auth.invalidCode': 'Deze code is onjuist of al gebruikt',
  'auth.twoFactorExpired': 'Deze inlogpoging is verlopen; log opnieuw in',
  'auth.twoFactorOn': 'Tweestapsverificatie staat al aan',
  'auth.twoFactorOff': 'Tweestapsverificatie staat niet aan',
  'auth.twoFactorNotStarted': 'Begin eerst met het instellen van tweestapsverificatie',
  'auth.codeOrPassword': 'Vul een code of uw wachtwoord in',
  'conflict.specializationInUse':
    'Dit specialisme is in gebruik bij {places}; haal het daar eerst weg',
  'conflict.specializationsInUse':
    'Niets verwijderd, want nog in gebruik: {items}. Haal ze daar eerst weg',
  'conflict.specializationUsedAt': '{title} bij {places}',
  'conflict.centerHasData':
    'Dit centrum heeft inclusiegegevens ({rows}); voeg het samen met een ander centrum',
  'conflict.centersHaveData':
    'Niets verwijderd: inclusiegegevens bij {items}; voeg die centra samen met een ander centrum',
  'conflict.titledRows': '{title} ({rows})',
  'conflict.rows.one': '1 rij',
  'conflict.rows.other': '{count} rijen',
  'conflict.evaluations.one': '1 zorgevaluatie',
  'conflict.evaluations.other': '{count} zorgevaluaties',
  'conflict.associations.one': '1 vereniging',
  'conflict.associations.other': '{count} verenigingen',
  'conflict.programs.one': '1 programma',
  'conflict.programs.other': "{count} programma's",
  'conflict.trial_bureaus.one': '1 trialbureau',
  'conflict.trial_bureaus.other': '{count} trialbureaus',
  'conflict.titled': '{place} ({titles})',
  'conflict.more': 'nog {count}',
} as const;

export type MessageKey = keyof typeof nl;

const en: Record<MessageKey, string> = {
  ...validationMessages.en,
  'error.validation': 'The given data was invalid',
  'error.unauthenticated': 'Unauthenticated',
  'error.forbidden': 'Forbidden',
  'error.notFound': 'Not found',
  'error.conflict': 'Conflicts with existing data',
  'error.editConflict':
    'Someone else changed this in the meantime: choose per field which value stays',
  'error.tooLarge': 'The file is too large',
  'error.unsupportedFile': 'This file is not supported',
  'error.rateLimited': 'Too many attempts, try again later',
  'error.server': 'Something went wrong',
  'error.unavailable': 'The service is temporarily unavailable, try again in a few seconds',
  'error.storageFull':
    'The file could not be stored: the storage is full. Try again later or contact the administrator',
  'auth.invalidCredentials': 'Incorrect email address or password',
  'auth.inactive': 'This account is not active',
  'auth.invalidToken': 'This link is invalid or has expired',
  'auth.resetRequested':
    'If this email address is known to us, you will receive an email with a link to set a new password',
  'auth.passwordSet': 'Your password has been set, you can now log in',
  'auth.activationSent': 'The activation email has been sent',
  'auth.wrongCurrentPassword': 'The current password is incorrect',
  'auth.samePassword': 'The new password must differ from the current one',
  'auth.twoFactorRequired': 'Two-step verification: enter a code to finish logging in',
  'auth.invalidCode': 'This code is incorrect or has already been used',
  'auth.twoFactorExpired': 'This sign-in attempt has expired; log in again',
  'auth.twoFactorOn': 'Two-step verification is already on',
  'auth.twoFactorOff': 'Two-step verification is not on',
  'auth.twoFactorNotStarted': 'Begin setting up two-step verification first',
  'auth.codeOrPassword': 'Enter a code or your password',
  'conflict.specializationInUse':
    'This specialization is in use by {places}; remove it there first',
  'conflict.specializationsInUse':
    'Nothing was deleted, as these are still in use: {items}. Remove them there first',
  'conflict.specializationUsedAt': '{title} by {places}',
  'conflict.centerHasData':
    'This center has inclusion data ({rows}); merge it with another center instead',
  'conflict.centersHaveData':
    'Nothing was deleted: inclusion data at {items}; merge those centers with another center instead',
  'conflict.titledRows': '{title} ({rows})',
  'conflict.rows.one': '1 row',
  'conflict.rows.other': '{count} rows',
  'conflict.evaluations.one': '1 evaluation',
  'conflict.evaluations.other': '{count} evaluations',
  'conflict.associations.one': '1 association',
  'conflict.associations.other': '{count} associations',
  'conflict.programs.one': '1 program',
  'conflict.programs.other': '{count} programs',
  'conflict.trial_bureaus.one': '1 trial bureau',
  'conflict.trial_bureaus.other': '{count} trial bureaus',
  'conflict.titled': '{place} ({titles})',
  'conflict.more': '{count} more',
};

const catalogues: Record<Locale, Record<MessageKey, string>> = { nl, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(nl, value);
}

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** The first supported language of an Accept-Language header, honouring q-values; Dutch by default. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'nl';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'nl' || primary === 'en') return primary;
  }
  return 'nl';
}
