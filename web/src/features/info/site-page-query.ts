// The information pages' content (issue 27): a page's texts in both languages (the language
// switch needs no request), and the contact details for the contact page. Each page's HTML
// carries these answers (web/src/prerender/render-pages.tsx), so its first render asks nothing.
import { graphql } from '../../gql';

export const SitePageQuery = graphql(`
  query SitePage($key: SitePageKey!) {
    sitePage(key: $key) {
      key
      introNl
      introEn
      bodyNl
      bodyEn
    }
  }
`);

export const SiteContactQuery = graphql(`
  query SiteContact {
    siteContent {
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
  }
`);
