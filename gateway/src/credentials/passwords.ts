// Password hashing with argon2id (OWASP's recommended parameters), via the native @node-rs/argon2.
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The start of every hash made with the current parameters (PHC string format). */
const currentPrefix = `$argon2id$v=19$m=${options.memoryCost},t=${options.timeCost},p=${options.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must not turn into a 500 or a login.
    return false;
  }
}

/** True when the stored hash was made with other parameters (or another algorithm) than today's. */
export const needsRehash = (passwordHash: string): boolean =>
  !passwordHash.startsWith(currentPrefix);
