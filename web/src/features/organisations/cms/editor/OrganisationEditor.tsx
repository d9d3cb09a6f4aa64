// The organisation editor on the CMS kit: three field tabs that are one form (one Save button,
// shown on each of them), then the kind's relation tabs, each loading and saving its own data. The
// selected tab is in the URL (`?tab=`).
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CmsEditor, cmsEditorTexts } from '../../../../components/cms/editor/CmsEditor.tsx';
import { useCmsEditor } from '../../../../components/cms/editor/use-cms-editor.ts';
import { getFragmentData } from '../../../../gql';
import { apiKind, type KindConfig } from '../kinds.ts';
import { useOrganisationText } from '../organisation-text.ts';
import { relationTabComponents } from '../relations/relation-tabs.ts';
import { OrganisationEditorFragment, UpdateOrganisationMutation } from './editor-operations.ts';
import { type FieldTabId, fieldTabIds, fieldTabs } from './field-tabs.ts';
import {
  changedInput,
  type EditedOrganisation,
  editorSchema,
  toFormValues,
} from './form-values.ts';
import type { FieldTabProps } from './tabs/field-tab-props.ts';
import { GeneralTab } from './tabs/GeneralTab.tsx';
import { MediaTab } from './tabs/MediaTab.tsx';
import { TextsTab } from './tabs/TextsTab.tsx';

const fieldTabContent: Record<FieldTabId, (props: FieldTabProps) => React.ReactNode> = {
  general: GeneralTab,
  texts: TextsTab,
  media: MediaTab,
};

/** /v1 names the files by their id fields and a trial bureau's title `name`. */
const serverFieldMap = { logoId: 'logo', bannerId: 'banner', name: 'title' };

interface OrganisationEditorProps {
  config: KindConfig;
  organisation: EditedOrganisation;
  specializations: readonly { id: string; title: string }[];
}

export function OrganisationEditor({
  config,
  organisation,
  specializations,
}: OrganisationEditorProps) {
  const intl = useIntl();
  const t = useOrganisationText();
  const [update] = useMutation(UpdateOrganisationMutation);
  const editor = useCmsEditor({
    schema: editorSchema,
    values: toFormValues(organisation),
    tabIds: useMemo(() => [...fieldTabIds, ...config.relationTabs], [config]),
    fieldTabs,
    changes: changedInput,
    send: async (input) => {
      const result = await update({
        variables: { kind: apiKind[config.kind], id: organisation.id, input },
        context: { quiet: true },
      });
      const saved = getFragmentData(OrganisationEditorFragment, result.data?.record);
      return saved && toFormValues(saved);
    },
    serverFieldMap,
  });
  const tabProps: FieldTabProps = {
    control: editor.form.control,
    config,
    specializations: useMemo(
      () => specializations.map((item) => ({ value: item.id, label: item.title })),
      [specializations],
    ),
  };

  return (
    <CmsEditor
      editor={editor}
      texts={cmsEditorTexts(intl, 'cmsOrganisations.editor')}
      fieldTabs={fieldTabIds.map((id) => {
        const Content = fieldTabContent[id];
        return { id, label: t(`editor.tab.${id}`), content: <Content {...tabProps} /> };
      })}
      relationTabs={config.relationTabs.map((id) => {
        const Tab = relationTabComponents[id];
        return {
          id,
          label: t(`editor.tab.${id}`),
          content: <Tab kind={config.kind} ownerId={organisation.id} />,
        };
      })}
    />
  );
}
