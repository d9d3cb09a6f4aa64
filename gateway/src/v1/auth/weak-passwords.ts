// The /v1 side of password screening (gateway/src/credentials/password-screening.ts): a 422 on the
// `password` field for a common or personal password, after the checklist rules have passed.
import { screenPassword } from '../../credentials/password-screening.ts';
import { invalidField } from '../shared/http-errors.ts';

export function refuseWeakPassword(password: string, email: string | null | undefined): void {
  const reason = screenPassword(password, { email });
  if (reason) throw invalidField('password', reason);
}
