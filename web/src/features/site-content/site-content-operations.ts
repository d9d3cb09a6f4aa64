// The "Site-inhoud" screen's operations (issue 27): everything it edits in one request, and the two
// writes a save uses (the pages that changed, then the site's details when they changed).
import { graphql } from '../../gql';

export const SiteContentEditorQuery = graphql(`
  query SiteContentEditor {
    siteContent {
      ...SiteContentFields
    }
    sitePages {
      ...SitePageFields
    }
  }
`);

export const SiteContentFields = graphql(`
  fragment SiteContentFields on SiteContent {
    organisation
    street
    postcode
    city
    email
    phone
    openingHoursNl
    openingHoursEn
    contactIsExample
    privacyStatementUrl
    privacyStatementFile {
      id
      url
      name
      mimeType
      size
    }
    sponsors {
      id
      name
      url
      logo {
        id
        url
        name
        mimeType
        size
      }
    }
  }
`);

export const SitePageFields = graphql(`
  fragment SitePageFields on SitePage {
    key
    introNl
    introEn
    bodyNl
    bodyEn
  }
`);

export const UpdateSitePageMutation = graphql(`
  mutation UpdateSitePage($key: SitePageKey!, $input: UpdateSitePageInput!) {
    updateSitePage(key: $key, input: $input) {
      ...SitePageFields
    }
  }
`);

export const UpdateSiteContentMutation = graphql(`
  mutation UpdateSiteContent($input: UpdateSiteContentInput!) {
    updateSiteContent(input: $input) {
      ...SiteContentFields
    }
  }
`);
