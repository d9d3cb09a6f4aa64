// Node's error codes for a connection that could not be made or was lost: the database and the
// object store both answer 503 (try again) for these rather than 500.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** True for the `code` of a socket error of a connection that could not be made or was lost. */
export const isSocketErrorCode = (code: unknown): boolean =>
  typeof code === 'string' && socketCodes.has(code);
