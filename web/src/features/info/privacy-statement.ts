// Where the privacy statement is: an external PDF, opened in a new window (the footer and the
// information pages link to it).
export const PRIVACY_STATEMENT_URL =
  'https://www.zorgevaluatienederland.nl/media/privacyverklaring.pdf';
