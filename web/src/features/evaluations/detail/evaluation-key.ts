// Pure pieces of the detail page: what the `:id` route parameter means and the trial register's
// public page.

/**
 * A numeric parameter may be an id or an all-digit slug (slugs allow that), so it is asked both
 * ways in the same request and the slug wins: the record's own `url` uses the slug when it has one.
 */
export function evaluationKey(param: string): { slug: string; id: string | null } {
  const key = param.trim();
  return { slug: key.toLowerCase(), id: /^\d{1,9}$/.test(key) ? key : null };
}

/** The public register page of a trial reference (Dutch OMON or ClinicalTrials.gov), if known. */
export function trialRegisterUrl(reference: string): string | null {
  const text = reference.trim();
  if (/^https:\/\//i.test(text)) return text;
  const omon = /^NL-OMON(\d+)$/i.exec(text);
  if (omon) return `https://onderzoekmetmensen.nl/nl/trial/${omon[1]}`;
  if (/^NCT\d{8}$/i.test(text)) return `https://clinicaltrials.gov/study/${text.toUpperCase()}`;
  return null;
}
