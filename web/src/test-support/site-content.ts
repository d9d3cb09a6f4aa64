// The site's content as the GraphQL answers carry it (issue 27): an information page's texts and
// the contact details, for the tests of the information pages and of the site-content editor.

/** A page's texts: an introduction and a text with a link to the contact page, in nl and en. */
export const sitePageAnswer = (
  key: string,
  texts: Partial<Record<string, string | null>> = {},
) => ({
  __typename: 'SitePage',
  key,
  introNl: `Inleiding ${key}`,
  introEn: `Introduction ${key}`,
  bodyNl: `<h2>Kop ${key}</h2><p>Lees de <a href="/contact">contactpagina</a>.</p>`,
  bodyEn: `<h2>Heading ${key}</h2><p>Read the <a href="/contact">contact page</a>.</p>`,
  ...texts,
});

/** The contact details, marked as example content. */
export const siteContactAnswer = (details: Partial<Record<string, string | null>> = {}) => ({
  __typename: 'SiteContent',
  organisation: 'Zorgevaluatie Nederland',
  street: 'Evaluatielaan 12',
  postcode: '3521 AZ',
  city: 'Utrecht',
  email: 'info@zorgevaluatie.example',
  phone: '030 123 45 67',
  openingHoursNl: 'Werkdagen 9-17 uur',
  openingHoursEn: 'Working days 9-5',
  contactIsExample: true,
  ...details,
});
