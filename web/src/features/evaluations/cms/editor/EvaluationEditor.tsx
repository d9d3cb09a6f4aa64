// The evaluation editor on the CMS kit: six field tabs that are one form (one Save button, shown
// on each of them), then the relationship tabs, each loading and saving its own data. The selected
// tab is in the URL. Read-only for a user who may not edit: every field readable, no Save.
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CmsEditorTabs } from '../../../../components/cms/editor/CmsEditorTabs.tsx';
import { EditorSaveBar } from '../../../../components/cms/editor/EditorSaveBar.tsx';
import { useEditorSave } from '../../../../components/cms/editor/use-editor-save.ts';
import { useEditorTab } from '../../../../components/cms/editor/use-editor-tab.ts';
import { useFieldTabFocus } from '../../../../components/cms/editor/use-field-tab-focus.ts';
import { formResolver } from '../../../../components/form/form-resolver.ts';
import { getFragmentData } from '../../../../gql';
import type { EvaluationEditor_EvaluationFragment } from '../../../../gql/graphql.ts';
import {
  relationTabComponents,
  relationTabIds,
  relationTabLabel,
} from '../relations/relation-tabs.ts';
import { choiceOptions, type EditorChoices } from './editor-choices.ts';
import { EvaluationEditorFragment, UpdateEvaluationMutation } from './editor-operations.ts';
import { type FieldTabId, fieldTabIds, fieldTabLabel, fieldTabs } from './field-tabs.ts';
import { changedInput, type EditorValues, editorSchema, toFormValues } from './form-values.ts';
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

const hasChanges = (saved: EditorValues, values: EditorValues) =>
  Object.keys(changedInput(saved, values)).length > 0;

interface EvaluationEditorProps {
  evaluation: EvaluationEditor_EvaluationFragment;
  choices: EditorChoices;
  canEdit: boolean;
}

export function EvaluationEditor({ evaluation, choices, canEdit }: EvaluationEditorProps) {
  const intl = useIntl();
  const [tab, selectTab] = useEditorTab(allTabIds);
  const options = useMemo(() => choiceOptions(choices), [choices]);
  const form = useForm<EditorValues>({
    resolver: formResolver(editorSchema),
    defaultValues: toFormValues(evaluation),
    mode: 'onTouched',
  });
  useSlugFromTitle(form, canEdit);
  const [update] = useMutation(UpdateEvaluationMutation);
  const { save, outcome, otherMessages } = useEditorSave({
    form,
    changes: changedInput,
    send: async (input) => {
      const result = await update({
        variables: { id: evaluation.id, input },
        context: { quiet: true },
      });
      const saved = getFragmentData(EvaluationEditorFragment, result.data?.updateEvaluation);
      return saved && toFormValues(saved);
    },
    serverFieldMap,
    onInvalidFields: useFieldTabFocus(form, fieldTabs, tab, selectTab),
  });
  const tabProps: FieldTabProps = { control: form.control, readOnly: !canEdit, options };

  return (
    <CmsEditorTabs
      label={intl.formatMessage({ id: 'cmsEvaluations.editor.tabs.label' })}
      tab={tab}
      onSelect={selectTab}
      onSubmit={(event) => void save(event)}
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
      formIntro={canEdit && intl.formatMessage({ id: 'cmsEvaluations.editor.required' })}
      saveBar={
        canEdit && (
          <EditorSaveBar
            control={form.control}
            outcome={outcome}
            otherMessages={otherMessages}
            hasChanges={hasChanges}
            texts={{
              save: intl.formatMessage({ id: 'cmsEvaluations.editor.save' }),
              saved: intl.formatMessage({ id: 'cmsEvaluations.editor.saved' }),
              unchanged: intl.formatMessage({ id: 'cmsEvaluations.editor.unchanged' }),
              invalid: intl.formatMessage({ id: 'cmsEvaluations.editor.invalid' }),
            }}
          />
        )
      }
    />
  );
}
