// The /v1 writes that append no history entry, each with why: they change no record of the
// registry. Every other write records its change (recorder.ts); one that answers a success without
// doing so is reported (plugin.ts: `unrecordedWrites`, which the API tests hold empty).
export const writesWithoutHistory: ReadonlyMap<string, string> = new Map([
  ['POST /v1/auth/login', 'a session begins; the account itself is unchanged'],
  ['POST /v1/auth/login/two-factor', 'the second step of a sign-in'],
  ['POST /v1/auth/refresh', 'a session goes on with new tokens'],
  ['POST /v1/auth/logout', 'a session ends'],
  ['POST /v1/auth/forgot-password', 'a mail with a link; setting the password is recorded'],
  ['POST /v1/activations/:id/send', 'a mail with a link; setting the password is recorded'],
  ['POST /v1/auth/two-factor/setup', 'a pending secret; turning two-step sign-in on is recorded'],
  ['POST /v1/files', 'an upload; the record that takes the file records it'],
  ['POST /v1/addresses/autocomplete', 'a lookup: nothing is written'],
  ['POST /v1/page-views', 'anonymous counters of page views'],
  // Bug reports hold personal data (screenshots, what the reporter typed) under a retention of
  // their own (RETENTION_BUG_REPORTS_DAYS); the history would keep it for ten years.
  ['POST /v1/bug-reports', 'personal data with its own retention'],
  ['POST /v1/bug-reports/:id/deliver', 'a delivery attempt made due; the report is unchanged'],
  ['DELETE /v1/bug-reports/:id', 'personal data with its own retention'],
  ['DELETE /v1/bug-reports', 'personal data with its own retention'],
]);
