// The "Site-inhoud" screen's operations (issue 27): everything it edits in one request, and the two
// writes a save uses (the pages that changed, then the site's details when they changed). A page's
// texts and the contact details are the fields the information pages show (info/index.ts).
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { SiteContact_DetailsFragment, SiteContentFieldsFragment } from '../../gql/graphql.ts';
import { SiteContactFragment, SitePageTextsFragment } from '../info/index.ts';

export const SiteContentEditorQuery = graphql(`
  query SiteContentEditor {
    siteContent {
      ...SiteContentFields
    }
    sitePages {
      ...SitePage_texts
    }
  }
`);

export const SiteContentFields = graphql(`
  fragment SiteContentFields on SiteContent {
    ...SiteContact_details
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

export const UpdateSitePageMutation = graphql(`
  mutation UpdateSitePage($key: SitePageKey!, $input: UpdateSitePageInput!) {
    updateSitePage(key: $key, input: $input) {
      ...SitePage_texts
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

/** The site's content as the form reads it: the contact details with the rest. */
export type LoadedSite = Omit<SiteContentFieldsFragment, ' $fragmentRefs' | ' $fragmentName'> &
  Omit<SiteContact_DetailsFragment, ' $fragmentName'>;

export function loadedSite(site: FragmentType<typeof SiteContentFields>): LoadedSite {
  const fields = getFragmentData(SiteContentFields, site);
  return { ...fields, ...getFragmentData(SiteContactFragment, fields) };
}

/** A page's texts as the form reads them. */
export const pageTexts = (page: FragmentType<typeof SitePageTextsFragment>) =>
  getFragmentData(SitePageTextsFragment, page);
