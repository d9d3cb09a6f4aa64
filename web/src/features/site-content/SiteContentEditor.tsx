// The site content editor on the CMS kit: a tab per information page, then the contact details, the
// privacy statement and the sponsors, all one form with one Save bar. A save sends only what
// changed: the details first (the likeliest to be refused), then each changed page.
import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { CmsEditorTabs } from '../../components/cms/editor/CmsEditorTabs.tsx';
import { EditorSaveBar } from '../../components/cms/editor/EditorSaveBar.tsx';
import { useEditorSave } from '../../components/cms/editor/use-editor-save.ts';
import { useEditorTab } from '../../components/cms/editor/use-editor-tab.ts';
import { useFieldTabFocus } from '../../components/cms/editor/use-field-tab-focus.ts';
import { formResolver } from '../../components/form/form-resolver.ts';
import { getFragmentData } from '../../gql/fragment-masking.ts';
import type { SiteContentFieldsFragment, SitePageFieldsFragment } from '../../gql/graphql.ts';
import {
  changedContent,
  pageKeys,
  type SiteContentValues,
  siteContentSchema,
  toFormValues,
} from './form-values.ts';
import { useSiteContentText } from './messages/index.ts';
import {
  SiteContentFields,
  SitePageFields,
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

const hasChanges = (saved: SiteContentValues, values: SiteContentValues) =>
  Object.keys(changedContent(saved, values)).length > 0;

export function SiteContentEditor(props: {
  site: SiteContentFieldsFragment;
  pages: readonly SitePageFieldsFragment[];
}) {
  const t = useSiteContentText();
  const [tab, selectTab] = useEditorTab(tabIds);
  const form = useForm<SiteContentValues>({
    resolver: formResolver(siteContentSchema),
    defaultValues: toFormValues(props.site, props.pages),
    mode: 'onTouched',
  });
  // What the server last answered, to reset the form to after a save.
  const saved = useRef({ site: props.site, pages: [...props.pages] });
  const [updateSite] = useMutation(UpdateSiteContentMutation);
  const [updatePage] = useMutation(UpdateSitePageMutation);
  const focusField = useFieldTabFocus(form, fieldTabs, tab, selectTab);
  const { save, outcome, otherMessages } = useEditorSave({
    form,
    changes: changedContent,
    send: async ({ details, pages = {} }) => {
      const quiet = { quiet: true };
      if (details) {
        const result = await updateSite({ variables: { input: details }, context: quiet });
        const site = result.data?.updateSiteContent;
        if (site) saved.current.site = getFragmentData(SiteContentFields, site);
      }
      for (const key of pageKeys) {
        const input = pages[key];
        if (!input) continue;
        const result = await updatePage({ variables: { key, input }, context: quiet });
        const page = result.data && getFragmentData(SitePageFields, result.data.updateSitePage);
        if (page) saved.current.pages = [...saved.current.pages.filter((p) => p.key !== key), page];
      }
      return toFormValues(saved.current.site, saved.current.pages);
    },
    serverFieldMap,
    onInvalidFields: focusField,
  });
  const { control } = form;

  return (
    <CmsEditorTabs
      label={t('tabs.label')}
      tab={tab}
      onSelect={selectTab}
      onSubmit={(event) => void save(event)}
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
      relationTabs={[]}
      formIntro={t('required')}
      saveBar={
        <EditorSaveBar
          control={control}
          outcome={outcome}
          otherMessages={otherMessages}
          hasChanges={hasChanges}
          texts={{
            save: t('save'),
            saved: t('saved'),
            unchanged: t('unchanged'),
            invalid: t('invalid'),
          }}
        />
      }
    />
  );
}
