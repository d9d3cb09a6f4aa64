// The TOTP secrets' encryption at rest: sealed with the key, opened only with it, tampering refused.
import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

const key = Buffer.alloc(32, 3).toString('base64');

describe('secretBox', () => {
  it('seals with AES-256-GCM so that only the same key opens it', () => {
    const sealed = secretBox(key).seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^gcm:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(secretBox(key).open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(secretBox(Buffer.alloc(32, 4).toString('hex')).open(sealed)).toBeUndefined();
    expect(secretBox(undefined).open(sealed)).toBeUndefined();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(secretBox(key).open(tampered)).toBeUndefined();
  });

  it('without a key stores the secret marked plain, which a key still opens later', () => {
    const plain = secretBox(undefined).seal('JBSWY3DPEHPK3PXP');
    expect(plain).toBe('plain:JBSWY3DPEHPK3PXP');
    expect(secretBox(key).open(plain)).toBe('JBSWY3DPEHPK3PXP');
  });
});
