// The information pages' content (issue 27): a page's texts in both languages (the language
// switch needs no request), and the contact details for the contact page. Each page's HTML
// carries these answers (web/src/prerender/render-pages.tsx), so its first render asks nothing.
// The site-content editor edits the same fields: it spreads these fragments (info/index.ts).
import { graphql } from '../../gql';

export const SitePageTextsFragment = graphql(`
  fragment SitePage_texts on SitePage {
    key
    introNl
    introEn
    bodyNl
    bodyEn
  }
`);

export const SiteContactFragment = graphql(`
  fragment SiteContact_details on SiteContent {
    organisation
    street
    postcode
    city
    email
    phone
    openingHoursNl
    openingHoursEn
    contactIsExample
  }
`);

export const SitePageQuery = graphql(`
  query SitePage($key: SitePageKey!) {
    sitePage(key: $key) {
      ...SitePage_texts
    }
  }
`);

export const SiteContactQuery = graphql(`
  query SiteContact {
    siteContent {
      ...SiteContact_details
    }
  }
`);
