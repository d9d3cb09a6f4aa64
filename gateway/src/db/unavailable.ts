// Tells a database that cannot be reached (down, restarting, unreachable, out of connections) from
// a query that failed: the first is a 503 the client may retry, the second a bug (500).
import { isSocketErrorCode } from '../socket-errors.ts';

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * PostgreSQL's own codes for "not now": connection exceptions (08), too many connections (53300),
 * a statement cancelled by DATABASE_STATEMENT_TIMEOUT_MS (57014), and a server shutting down or
 * starting (57P01-57P03).
 */
const serverCode = /^(08...|53300|57014|57P0[123])$/;

/**
 * Messages of node-postgres (pg, pg-pool) for a connection lost ("Connection terminated
 * unexpectedly", "... due to connection timeout"), unusable, or not made in time.
 */
const clientMessages = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
];

function isUnavailableOne(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (isSocketErrorCode(code) || (typeof code === 'string' && serverCode.test(code))) return true;
  return clientMessages.some((text) => error.message.includes(text));
}

/** True when the error (or one it was caused by) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (isUnavailableOne(current)) return true;
    if (current instanceof AggregateError && current.errors.some(isUnavailableOne)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
