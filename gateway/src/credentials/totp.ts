// Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s) with the otpauth library, and the
// QR code an authenticator app scans (qrcode, as an SVG data URL).
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Zorgevaluatie';
const PERIOD_SECONDS = 30;

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, RFC 4226's recommendation) in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

/** The otpauth:// URI of the secret for the account and its QR code as a data URL. */
export async function totpEnrolment(secret: string, account: string) {
  const uri = totpOf(secret, account).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step (30-second counter) the code belongs to when it is valid now or one step either
 * side (clock drift); undefined otherwise.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!isTotpCode(code)) return undefined;
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
