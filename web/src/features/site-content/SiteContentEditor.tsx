// The site content editor on the CMS kit: a tab per information page, then the contact details, the
// privacy statement and the sponsors, all one form with one Save bar. A save sends only what
// changed: the details first (the likeliest to be refused), then each changed page.
import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { CmsEditor, cmsEditorTexts } from '../../components/cms/editor/CmsEditor.tsx';
import { useCmsEditor } from '../../components/cms/editor/use-cms-editor.ts';
import type { SitePage_TextsFragment } from '../../gql/graphql.ts';
import { changedContent, pageKeys, siteContentSchema, toFormValues } from './form-values.ts';
import { useSiteContentText } from './messages/index.ts';
import {
  type LoadedSite,
  loadedSite,
  pageTexts,
  UpdateSiteContentMutation,
  UpdateSitePageMutation,
} from './site-content-operations.ts';
import { DetailsTab } from './tabs/DetailsTab.tsx';
import { PageTab } from './tabs/PageTab.tsx';
import { PrivacyTab } from './tabs/PrivacyTab.tsx';
import { SponsorsTab } from './tabs/SponsorsTab.tsx';

const pageFields = ['introNl', 'bodyNl', 'introEn', 'bodyEn'] as const;

/** Which fields each tab holds, in tab order (a refused field's tab is shown). */
const fieldTabs = {
  ...Object.fromEntries(pageKeys.map((key) => [key, pageFields.map((f) => `pages.${key}.${f}`)])),
  details: [
    'organisation',
    'street',
    'postcode',
    'city',
    'email',
    'phone',
    'openingHoursNl',
    'openingHoursEn',
    'contactIsExample',
  ],
  privacy: ['privacyKind', 'privacyStatementUrl', 'privacyStatementFile'],
  sponsors: ['sponsors'],
} as Record<string, readonly string[]>;
const tabIds = Object.keys(fieldTabs);

/** /v1 names the privacy statement's file and a sponsor's logo by their ids. */
const serverFieldMap = { privacyStatementFileId: 'privacyStatementFile', logoId: 'logo' };

export function SiteContentEditor(props: {
  site: LoadedSite;
  pages: readonly SitePage_TextsFragment[];
}) {
  const intl = useIntl();
  const t = useSiteContentText();
  // What the server last answered, to reset the form to after a save.
  const saved = useRef({ site: props.site, pages: [...props.pages] });
  const [updateSite] = useMutation(UpdateSiteContentMutation);
  const [updatePage] = useMutation(UpdateSitePageMutation);
  const editor = useCmsEditor({
    schema: siteContentSchema,
    values: toFormValues(props.site, props.pages),
    tabIds,
    fieldTabs,
    changes: changedContent,
    send: async ({ details, pages = {} }) => {
      const quiet = { quiet: true };
      if (details) {
        const result = await updateSite({ variables: { input: details }, context: quiet });
        const site = result.data?.updateSiteContent;
        if (site) saved.current.site = loadedSite(site);
      }
      for (const key of pageKeys) {
        const input = pages[key];
        if (!input) continue;
        const result = await updatePage({ variables: { key, input }, context: quiet });
        const page = result.data && pageTexts(result.data.updateSitePage);
        if (page) saved.current.pages = [...saved.current.pages.filter((p) => p.key !== key), page];
      }
      return { values: toFormValues(saved.current.site, saved.current.pages) };
    },
    serverFieldMap,
  });
  const { control } = editor.form;

  return (
    <CmsEditor
      editor={editor}
      texts={cmsEditorTexts(intl, 'siteContent')}
      fieldTabs={[
        ...pageKeys.map((key) => ({
          id: key,
          label: t(`tab.${key}`),
          content: <PageTab control={control} pageKey={key} />,
        })),
        { id: 'details', label: t('tab.details'), content: <DetailsTab control={control} /> },
        { id: 'privacy', label: t('tab.privacy'), content: <PrivacyTab control={control} /> },
        { id: 'sponsors', label: t('tab.sponsors'), content: <SponsorsTab control={control} /> },
      ]}
    />
  );
}
