// Opaque random tokens: handed out once, stored only as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
