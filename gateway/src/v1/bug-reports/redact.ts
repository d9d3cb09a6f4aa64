// Server-side redaction of bug reports (defence in depth: the browser redacts first). Secrets never
// reach the database or the project board: values under secret-looking keys, and strings that look
// like a bearer token, a JWT or one of this gateway's own tokens, become "[redacted]".

export const REDACTED = '[redacted]';

/** Keys whose values are secrets, wherever they appear (local storage, action payloads, queries). */
export const secretKeyPattern =
  /token|secret|password|passwd|authorization|api[_-]?key|cookie|session/i;

// "Bearer <credential>", a JWT (three base64url parts, the first a JSON header), and the opaque
// tokens of /v1 (`zva_...`, `zvr_...`: a short prefix and 43 base64url characters).
const bearerPattern = /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi;
const jwtPattern = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const opaqueTokenPattern = /\bzv[a-z]{1,6}_[A-Za-z0-9_-]{40,}/g;

/** Deepest nesting redacted; anything deeper is replaced as a whole (reports are small). */
const MAX_DEPTH = 20;

/** Replaces token-like parts of a text; the rest of the text stays readable. */
export function redactText(text: string): string {
  return text
    .replace(bearerPattern, `Bearer ${REDACTED}`)
    .replace(jwtPattern, REDACTED)
    .replace(opaqueTokenPattern, REDACTED);
}

/** A URL with the values of secret-looking query parameters (and token-like text) redacted. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return redactText(url);
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart === -1 ? undefined : hashStart);
  const params = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals === -1) return pair;
    let name = pair.slice(0, equals);
    try {
      name = decodeURIComponent(name);
    } catch {
      // keep the raw name
    }
    return secretKeyPattern.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
  });
  const rest = hashStart === -1 ? '' : url.slice(hashStart);
  return redactText(`${url.slice(0, queryStart)}?${params.join('&')}${rest}`);
}

/** A JSON value with secret keys (at any depth) and token-like strings redacted. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    result[key] = secretKeyPattern.test(key) ? REDACTED : redactValue(entry, depth + 1);
  }
  return result;
}

/**
 * Local storage as key to text: a secret key's value is redacted whole; a value holding JSON (how
 * apps usually store state) is redacted inside and written back as JSON.
 */
export function redactLocalStorage(entries: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) {
    if (secretKeyPattern.test(key)) {
      result[key] = REDACTED;
      continue;
    }
    result[key] = redactStoredText(value);
  }
  return result;
}

function redactStoredText(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(redactValue(JSON.parse(trimmed)));
    } catch {
      // not JSON after all: treat as text
    }
  }
  return redactText(value);
}
