// The organisation editor on the CMS kit: three field tabs that are one form (one Save button,
// shown on each of them), then the kind's relation tabs, each loading and saving its own data, then
// its history. The selected tab is in the URL (`?tab=`). Every save sends the version the form
// started from (an edit conflict opens the kit's dialog).
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CmsEditor, cmsEditorTexts } from '../../../../components/cms/editor/CmsEditor.tsx';
import type { EditorFields } from '../../../../components/cms/editor/editor-fields.ts';
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
  /** Reads the organisation again (the page's query). */
  reload: () => Promise<EditedOrganisation | null | undefined>;
}

const saved = (organisation: EditedOrganisation | null | undefined) =>
  organisation ? { values: toFormValues(organisation), version: organisation.version } : undefined;

const richTexts = new Set<string>(fieldTabs.texts);

export function OrganisationEditor({
  config,
  organisation,
  specializations,
  reload,
}: OrganisationEditorProps) {
  const intl = useIntl();
  const t = useOrganisationText();
  const [update] = useMutation(UpdateOrganisationMutation);
  const specializationOptions = useMemo(
    () => specializations.map((item) => ({ value: item.id, label: item.title })),
    [specializations],
  );
  const fields = useMemo<EditorFields>(
    () =>
      Object.fromEntries(
        Object.values(fieldTabs)
          .flat()
          .map((name) => [
            name,
            {
              label: t(
                name === 'title' && config.nameField === 'name'
                  ? 'editor.field.name'
                  : `editor.field.${name}`,
              ),
              rich: richTexts.has(name),
              options: name === 'specializationIds' ? specializationOptions : undefined,
            },
          ]),
      ),
    [t, config, specializationOptions],
  );
  const editor = useCmsEditor({
    schema: editorSchema,
    values: toFormValues(organisation),
    version: organisation.version,
    tabIds: useMemo(() => [...fieldTabIds, ...config.relationTabs], [config]),
    fieldTabs,
    fields,
    changes: changedInput,
    send: async (input, version) => {
      const result = await update({
        variables: { kind: apiKind[config.kind], id: organisation.id, input, version },
        context: { quiet: true },
      });
      return saved(getFragmentData(OrganisationEditorFragment, result.data?.record));
    },
    reload: async () => saved(await reload()),
    serverFieldMap,
    history: { recordType: config.historyType, recordId: organisation.id },
  });
  const tabProps: FieldTabProps = {
    control: editor.form.control,
    config,
    specializations: specializationOptions,
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
