// The organisation editor on the CMS kit: three field tabs that are one form (one Save button,
// shown on each of them), then the kind's relation tabs, each loading and saving its own data. The
// selected tab is in the URL (`?tab=`).
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CmsEditorTabs } from '../../../../components/cms/editor/CmsEditorTabs.tsx';
import { EditorSaveBar } from '../../../../components/cms/editor/EditorSaveBar.tsx';
import { useEditorSave } from '../../../../components/cms/editor/use-editor-save.ts';
import { useEditorTab } from '../../../../components/cms/editor/use-editor-tab.ts';
import { useFieldTabFocus } from '../../../../components/cms/editor/use-field-tab-focus.ts';
import { formResolver } from '../../../../components/form/form-resolver.ts';
import { getFragmentData } from '../../../../gql';
import { apiKind, type KindConfig } from '../kinds.ts';
import { useOrganisationText } from '../organisation-text.ts';
import { relationTabComponents } from '../relations/relation-tabs.ts';
import { OrganisationEditorFragment, UpdateOrganisationMutation } from './editor-operations.ts';
import { type FieldTabId, fieldTabIds, fieldTabs } from './field-tabs.ts';
import {
  changedInput,
  type EditedOrganisation,
  type EditorValues,
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

const hasChanges = (saved: EditorValues, values: EditorValues) =>
  Object.keys(changedInput(saved, values)).length > 0;

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
  const t = useOrganisationText();
  const allTabIds = useMemo(() => [...fieldTabIds, ...config.relationTabs], [config]);
  const [tab, selectTab] = useEditorTab(allTabIds);
  const form = useForm<EditorValues>({
    resolver: formResolver(editorSchema),
    defaultValues: toFormValues(organisation),
    mode: 'onTouched',
  });
  const [update] = useMutation(UpdateOrganisationMutation);
  const { save, outcome, otherMessages } = useEditorSave({
    form,
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
    onInvalidFields: useFieldTabFocus(form, fieldTabs, tab, selectTab),
  });
  const tabProps: FieldTabProps = {
    control: form.control,
    config,
    specializations: useMemo(
      () => specializations.map((item) => ({ value: item.id, label: item.title })),
      [specializations],
    ),
  };

  return (
    <CmsEditorTabs
      label={t('editor.tabs.label')}
      tab={tab}
      onSelect={selectTab}
      onSubmit={(event) => void save(event)}
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
      formIntro={t('editor.required')}
      saveBar={
        <EditorSaveBar
          control={form.control}
          outcome={outcome}
          otherMessages={otherMessages}
          hasChanges={hasChanges}
          texts={{
            save: t('editor.save'),
            saved: t('editor.saved'),
            unchanged: t('editor.unchanged'),
            invalid: t('editor.invalid'),
          }}
        />
      }
    />
  );
}
