// Password screening: common passwords and their look-alike or padded variants, the e-mail name and
// the product name are refused; the passwords the project's tests and demo use are not.
import { describe, expect, it } from 'vitest';
import { screenPassword } from './password-screening.ts';

describe('screenPassword', () => {
  it('refuses common passwords, also with look-alikes and digits or symbols around them', () => {
    for (const password of [
      'Password1!',
      'Welkom01!',
      'P@ssw0rd2024!',
      'Qwerty123!',
      '!Wachtwoord1',
    ]) {
      expect(screenPassword(password), password).toBe('validation.password.common');
    }
  });

  it("refuses the e-mail's name and the product's name", () => {
    expect(screenPassword('Jansen-Sterk-9', { email: 'jansen@example.org' })).toBe(
      'validation.password.personal',
    );
    expect(screenPassword('MijnZorgevaluatie-1')).toBe('validation.password.personal');
    // A one- or two-letter e-mail name would refuse too much.
    expect(screenPassword('Jo-Sterk-Paard-9', { email: 'jo@example.org' })).toBeUndefined();
  });

  it('accepts the demo password and every password the tests set', () => {
    for (const password of [
      'Zorg-Demo-2026',
      'Zorg-Demo-2027',
      'Ander-Wachtwoord-9',
      'Nieuw-Wachtwoord-2',
      'Nieuw-Wachtwoord-7',
      'Nieuw-Wachtwoord-2027',
      'Derde-Wachtwoord-3',
      'Geheim-Wachtwoord-123!',
      'Tijdelijk-2026!',
      'hunter2-Geheim!',
      'Sessie-Sleutel-41',
      'Twee-Stappen-38',
    ]) {
      expect(screenPassword(password, { email: 'editor@example.org' }), password).toBeUndefined();
    }
  });
});
