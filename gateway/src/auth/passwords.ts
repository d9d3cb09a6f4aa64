// Password hashing with argon2id (OWASP's recommended parameters), via the native @node-rs/argon2.
import { Algorithm, hash, verify } from '@node-rs/argon2';

const options = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

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
