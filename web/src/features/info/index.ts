// What other features use of the information pages: the fields of a page's texts and of the
// contact details, which the site-content editor edits.
export { SiteContactFragment, SitePageTextsFragment } from './site-page-query.ts';
