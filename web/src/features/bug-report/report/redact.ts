// Removes secrets from whatever a report carries (local storage, action payloads, error texts):
// values under secret-looking keys, JWTs, bearer credentials and the session's own token values.
// The gateway redacts again; this side makes sure nothing secret leaves the browser at all.

export const REDACTED = '[redacted]';

/** Keys whose values are never sent. */
export const SECRET_KEY = /token|secret|password|passwd|authorization|api[_-]?key|cookie|session/i;

// Three base64url parts, the first a JSON header (`{"` encodes as `eyJ`).
const JWT = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
// `?token=...`, `password: ...`, `"apiKey":"..."` inside free text (an error message, a URL).
const SECRET_PAIR =
  /((?:access|refresh|id)?_?(?:token|secret|password|passwd|api[_-]?key|session)[\w-]*["']?\s*[:=]\s*["']?)([^\s"'&,;}]+)/gi;

const MAX_DEPTH = 8;

export interface RedactOptions {
  /** Exact secret values known to the page (the session's tokens): removed wherever they occur. */
  secrets?: readonly string[];
}

export function redactText(text: string, options: RedactOptions = {}): string {
  let result = text;
  for (const secret of options.secrets ?? []) {
    if (secret.length >= 4) result = result.split(secret).join(REDACTED);
  }
  return result
    .replace(JWT, REDACTED)
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(SECRET_PAIR, (_match, name: string) => `${name}${REDACTED}`);
}

/** A copy of `value` with every secret replaced by `[redacted]`. */
export function redactValue(value: unknown, options: RedactOptions = {}, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value, options);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, options, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = SECRET_KEY.test(key) ? REDACTED : redactValue(item, options, depth + 1);
  }
  return result;
}

/** A string, or the JSON it holds (local storage keeps objects as text), redacted. */
function redactString(text: string, options: RedactOptions): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(redactValue(JSON.parse(trimmed), options));
    } catch {
      // Not JSON after all: redacted as text below.
    }
  }
  return redactText(text, options);
}

/** Local storage as key to text, with the values of secret keys and secrets inside values gone. */
export function redactStorage(
  entries: Record<string, string>,
  options: RedactOptions = {},
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) {
    result[key] = SECRET_KEY.test(key) ? REDACTED : redactString(value, options);
  }
  return result;
}
