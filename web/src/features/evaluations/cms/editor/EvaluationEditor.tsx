// The evaluation editor on the CMS kit: six field tabs that are one form (one Save button, shown
// on each of them), then the relationship tabs, each loading and saving its own data, then the
// history for those who may edit it. The selected tab is in the URL. Every save sends the version
// the form started from (an edit conflict opens the kit's dialog). Read-only for a user who may
// not edit: every field readable, no Save.
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CmsEditor, cmsEditorTexts } from '../../../../components/cms/editor/CmsEditor.tsx';
import { useCmsEditor } from '../../../../components/cms/editor/use-cms-editor.ts';
import { getFragmentData } from '../../../../gql';
import type { EvaluationEditor_EvaluationFragment } from '../../../../gql/graphql.ts';
import {
  relationTabComponents,
  relationTabIds,
  relationTabLabel,
} from '../relations/relation-tabs.ts';
import { choiceOptions, type EditorChoices } from './editor-choices.ts';
import { useEvaluationEditorFields } from './editor-fields.ts';
import { EvaluationEditorFragment, UpdateEvaluationMutation } from './editor-operations.ts';
import { type FieldTabId, fieldTabIds, fieldTabLabel, fieldTabs } from './field-tabs.ts';
import { changedInput, editorSchema, toFormValues } from './form-values.ts';
import { DatesTab } from './tabs/DatesTab.tsx';
import { GeneralTab } from './tabs/GeneralTab.tsx';
import { MediaTab } from './tabs/MediaTab.tsx';
import { SettingsTab } from './tabs/SettingsTab.tsx';
import { StudyTab } from './tabs/StudyTab.tsx';
import { TextsTab } from './tabs/TextsTab.tsx';
import type { FieldTabProps } from './tabs/tab-props.ts';
import { useSlugFromTitle } from './use-slug-from-title.ts';

const fieldTabContent: Record<FieldTabId, (props: FieldTabProps) => React.ReactNode> = {
  general: GeneralTab,
  dates: DatesTab,
  texts: TextsTab,
  study: StudyTab,
  media: MediaTab,
  settings: SettingsTab,
};

const allTabIds = [...fieldTabIds, ...relationTabIds];

/** /v1 names the files by their id fields; the form holds the file itself. */
const serverFieldMap = { logoId: 'logo', bannerId: 'banner' };

interface EvaluationEditorProps {
  evaluation: EvaluationEditor_EvaluationFragment;
  choices: EditorChoices;
  canEdit: boolean;
  /** Reads the evaluation again (the page's query). */
  reload: () => Promise<EvaluationEditor_EvaluationFragment | null | undefined>;
}

const saved = (evaluation: EvaluationEditor_EvaluationFragment | null | undefined) =>
  evaluation ? { values: toFormValues(evaluation), version: evaluation.version } : undefined;

export function EvaluationEditor({ evaluation, choices, canEdit, reload }: EvaluationEditorProps) {
  const intl = useIntl();
  const options = useMemo(() => choiceOptions(choices), [choices]);
  const [update] = useMutation(UpdateEvaluationMutation);
  const editor = useCmsEditor({
    schema: editorSchema,
    values: toFormValues(evaluation),
    version: evaluation.version,
    tabIds: allTabIds,
    fieldTabs,
    fields: useEvaluationEditorFields(options),
    changes: changedInput,
    send: async (input, version) => {
      const result = await update({
        variables: { id: evaluation.id, input, version },
        context: { quiet: true },
      });
      return saved(getFragmentData(EvaluationEditorFragment, result.data?.updateEvaluation));
    },
    reload: async () => saved(await reload()),
    serverFieldMap,
    // The server shows the history to those who may edit the evaluation.
    history: canEdit ? { recordType: 'evaluations', recordId: evaluation.id } : undefined,
  });
  useSlugFromTitle(editor.form, canEdit);
  const tabProps: FieldTabProps = { control: editor.form.control, readOnly: !canEdit, options };

  return (
    <CmsEditor
      editor={editor}
      texts={cmsEditorTexts(intl, 'cmsEvaluations.editor')}
      readOnly={!canEdit}
      fieldTabs={fieldTabIds.map((id) => {
        const Content = fieldTabContent[id];
        return {
          id,
          label: intl.formatMessage({ id: fieldTabLabel(id) }),
          content: <Content {...tabProps} />,
        };
      })}
      relationTabs={relationTabIds.map((id) => {
        const Tab = relationTabComponents[id];
        return {
          id,
          label: intl.formatMessage({ id: relationTabLabel(id) }),
          content: <Tab evaluationId={evaluation.id} canEdit={canEdit} />,
        };
      })}
    />
  );
}
