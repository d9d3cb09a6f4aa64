// Refuses new passwords that are common, follow a breached pattern (a common password with
// look-alike characters or digits and symbols around it), or contain the user's e-mail name or the
// product's name. The list is zxcvbn-ts's common-password dictionary (about 49,000 passwords from
// breach corpora), loaded once.
import { dictionary } from '@zxcvbn-ts/language-common';

const commonPasswords = new Set(dictionary['passwords-common']);

/** Names that make a password guessable for this site (lower case). */
const productNames = ['zorgevaluatie'];

const lookAlikes: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** The word a password is built around: look-alikes undone, digits and symbols stripped at both ends. */
function coreWord(lower: string): string {
  const plain = [...lower].map((char) => lookAlikes[char] ?? char).join('');
  return plain.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

export type PasswordScreening = 'validation.password.common' | 'validation.password.personal';

/** Undefined when the password may be used; else the message key of the reason. */
export function screenPassword(
  password: string,
  context: { email?: string | null } = {},
): PasswordScreening | undefined {
  const lower = password.toLowerCase();
  const localPart = context.email?.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && lower.includes(localPart)) return 'validation.password.personal';
  if (productNames.some((name) => lower.includes(name))) return 'validation.password.personal';
  const stripped = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const core = coreWord(stripped);
  if ([lower, stripped, core].some((candidate) => commonPasswords.has(candidate))) {
    return 'validation.password.common';
  }
  return undefined;
}
