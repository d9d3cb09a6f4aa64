// The texts of the mails the gateway sends, in Dutch (default) and English, as plain text and HTML.
import type { Locale } from '../v1/shared/messages.ts';

export type MailTemplate = 'passwordReset' | 'activation';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailValues {
  /** The recipient's display name. */
  name: string;
  /** The link to open; carries a secret one-time token. */
  link: string;
  /** How long the link works. */
  validForMinutes: number;
}

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  validity: (duration: string) => string;
  outro: string;
}

const wordings: Record<MailTemplate, Record<Locale, Wording>> = {
  passwordReset: {
    nl: {
      subject: 'Nieuw wachtwoord instellen voor Zorgevaluatie Nederland',
      greeting: (name) => `Beste ${name},`,
      intro:
        'We hebben een verzoek ontvangen om het wachtwoord van uw account bij Zorgevaluatie Nederland opnieuw in te stellen. Via de link hieronder kiest u een nieuw wachtwoord.',
      action: 'Nieuw wachtwoord instellen',
      validity: (duration) => `De link is ${duration} geldig en werkt één keer.`,
      outro:
        'Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.',
    },
    en: {
      subject: 'Set a new password for Zorgevaluatie Nederland',
      greeting: (name) => `Dear ${name},`,
      intro:
        'We received a request to reset the password of your Zorgevaluatie Nederland account. Use the link below to choose a new password.',
      action: 'Set a new password',
      validity: (duration) => `The link works once and expires in ${duration}.`,
      outro:
        'Did you not ask for this? Then you can ignore this email; your password stays the same.',
    },
  },
  activation: {
    nl: {
      subject: 'Activeer uw account bij Zorgevaluatie Nederland',
      greeting: (name) => `Beste ${name},`,
      intro:
        'Er staat een account voor u klaar bij Zorgevaluatie Nederland. Via de link hieronder stelt u uw wachtwoord in en activeert u uw account.',
      action: 'Wachtwoord instellen',
      validity: (duration) => `De link is ${duration} geldig en werkt één keer.`,
      outro: 'Verwachtte u deze e-mail niet? Dan kunt u hem negeren.',
    },
    en: {
      subject: 'Activate your Zorgevaluatie Nederland account',
      greeting: (name) => `Dear ${name},`,
      intro:
        'An account is waiting for you at Zorgevaluatie Nederland. Use the link below to set your password and activate your account.',
      action: 'Set your password',
      validity: (duration) => `The link works once and expires in ${duration}.`,
      outro: 'Were you not expecting this email? Then you can ignore it.',
    },
  },
};

const signature: Record<Locale, string> = {
  nl: 'Met vriendelijke groet,\nZorgevaluatie Nederland',
  en: 'Kind regards,\nZorgevaluatie Nederland',
};

/** '60 minuten', '7 dagen', '1 day', ... */
export function formatDuration(minutes: number, locale: Locale): string {
  if (minutes % 1440 === 0) {
    const days = minutes / 1440;
    if (locale === 'nl') return `${days} ${days === 1 ? 'dag' : 'dagen'}`;
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  if (locale === 'nl') return `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderMail(
  template: MailTemplate,
  locale: Locale,
  values: MailValues,
): MailContent {
  const wording = wordings[template][locale];
  const validity = wording.validity(formatDuration(values.validForMinutes, locale));
  const greeting = wording.greeting(values.name);
  const text = [
    greeting,
    '',
    wording.intro,
    '',
    values.link,
    '',
    validity,
    '',
    wording.outro,
    '',
    signature[locale],
    '',
  ].join('\n');
  const link = escapeHtml(values.link);
  const paragraph = (content: string) => `<p>${content}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(wording.subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">',
    paragraph(escapeHtml(greeting)),
    paragraph(escapeHtml(wording.intro)),
    paragraph(
      `<a href="${link}" style="display: inline-block; padding: 10px 16px; background: #00558c; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(wording.action)}</a>`,
    ),
    paragraph(`${escapeHtml(validity)}<br>${link}`),
    paragraph(escapeHtml(wording.outro)),
    paragraph(escapeHtml(signature[locale]).replace('\n', '<br>')),
    '</body></html>',
    '',
  ].join('\n');
  return { subject: wording.subject, text, html };
}
