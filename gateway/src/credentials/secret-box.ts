// Encryption at rest for small secrets (the TOTP secrets): AES-256-GCM with TOTP_ENCRYPTION_KEY.
// Without a key a secret is stored marked as plain, so a key can be added later: secrets written
// from then on are encrypted, and the plain ones still open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain secret; undefined when it cannot be opened (wrong or missing key, tampered). */
  open(sealed: string): string | undefined;
}

function keyBytes(key: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(key) ? Buffer.from(key, 'hex') : Buffer.from(key, 'base64');
}

export function secretBox(key: string | undefined): SecretBox {
  const secretKey = key ? keyBytes(key) : undefined;
  return {
    seal(plain) {
      if (!secretKey) return `plain:${plain}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['gcm', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    open(sealed) {
      if (sealed.startsWith('plain:')) return sealed.slice('plain:'.length);
      const [scheme, iv, tag, data] = sealed.split(':');
      if (scheme !== 'gcm' || !secretKey || !iv || !tag || data === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', secretKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
