// The registry's contact details, in one place so they are easy to change. The address and the
// e-mail domain are fictional placeholders (the `.example` domain matches MAIL_FROM in README.md).
export const contactDetails = {
  organisation: 'Zorgevaluatie Nederland',
  /** Postal address lines, in the Dutch order: street and number, then postcode and city. */
  addressLines: ['Evaluatielaan 12', '3521 AZ Utrecht'],
  email: 'info@zorgevaluatie.example',
  /** Reports about the site's accessibility go to the same mailbox, with their own subject. */
  accessibilityEmail: 'info@zorgevaluatie.example',
} as const;
