// The footer's one query (issue 27): where the privacy statement is and the sponsors in their
// order. Every public page carries its answer in the HTML (the gateway renders the footer from it,
// gateway/src/web-hosting/web-app.ts), so the footer's first render needs no request.
import { graphql } from '../../gql';

export const SiteFooterQuery = graphql(`
  query SiteFooter {
    siteContent {
      privacyStatementHref
      privacyStatementFile {
        id
      }
      sponsors {
        id
        name
        url
        logo {
          id
          url
        }
      }
    }
  }
`);
