// The editor's tabs: six field tabs that are one form (one Save button, shown on each of them),
// then the relationship tabs, each loading and saving its own data. The selected tab is in the
// URL. Read-only for a user who may not edit: every field readable, no Save.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useEditorTab } from '../../../../components/editor-tabs/use-editor-tab.ts';
import { formResolver } from '../../../../components/form/form-resolver.ts';
import { Skeleton, SkeletonBlock } from '../../../../components/status/Skeleton.tsx';
import type { EvaluationEditor_EvaluationFragment } from '../../../../gql/graphql.ts';
import { relationTabs } from '../relations/relation-tabs.ts';
import { EditorSaveBar } from './EditorSaveBar.tsx';
import { choiceOptions, type EditorChoices } from './editor-choices.ts';
import { type FieldTabId, fieldTabIds, fieldTabLabel } from './field-tabs.ts';
import { type EditorField, type EditorValues, editorSchema, toFormValues } from './form-values.ts';
import { DatesTab } from './tabs/DatesTab.tsx';
import { GeneralTab } from './tabs/GeneralTab.tsx';
import { MediaTab } from './tabs/MediaTab.tsx';
import { SettingsTab } from './tabs/SettingsTab.tsx';
import { StudyTab } from './tabs/StudyTab.tsx';
import { TextsTab } from './tabs/TextsTab.tsx';
import type { FieldTabProps } from './tabs/tab-props.ts';
import { useSaveEvaluation } from './use-save-evaluation.ts';
import { useSlugFromTitle } from './use-slug-from-title.ts';

const fieldTabContent: Record<FieldTabId, (props: FieldTabProps) => React.ReactNode> = {
  general: GeneralTab,
  dates: DatesTab,
  texts: TextsTab,
  study: StudyTab,
  media: MediaTab,
  settings: SettingsTab,
};

const allTabIds = [...fieldTabIds, ...relationTabs.map((tab) => tab.id)];

const tabClass =
  'min-h-11 rounded-t-md border-b-4 border-transparent px-3 py-2 sm:px-4 font-semibold text-ink-muted hover:text-brand-primary-dark data-selected:border-brand-primary-dark data-selected:text-brand-primary-dark';

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

  // A field with an error on another tab: select that tab, then focus the field once it is there.
  const [pendingFocus, setPendingFocus] = useState<{ tab: FieldTabId; field: EditorField } | null>(
    null,
  );
  const { save, outcome, otherMessages } = useSaveEvaluation(form, evaluation.id, (next, field) => {
    selectTab(next);
    setPendingFocus({ tab: next, field });
  });
  useEffect(() => {
    if (!pendingFocus || pendingFocus.tab !== tab) return;
    const frame = requestAnimationFrame(() => {
      form.setFocus(pendingFocus.field);
      setPendingFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [pendingFocus, tab, form]);

  const selectedIndex = Math.max(0, allTabIds.indexOf(tab));
  const onFieldTab = selectedIndex < fieldTabIds.length;
  const tabProps: FieldTabProps = { control: form.control, readOnly: !canEdit, options };

  // On a phone the tab row scrolls: keep the selected tab (from the URL too) in view (jsdom has no
  // scrollIntoView).
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabList.current
      ?.querySelectorAll('[role="tab"]')
      [selectedIndex]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selectedIndex]);

  return (
    <TabGroup
      selectedIndex={selectedIndex}
      onChange={(index) => selectTab(allTabIds[index] ?? fieldTabIds[0])}
      className="space-y-6"
    >
      <TabList
        ref={tabList}
        aria-label={intl.formatMessage({ id: 'cmsEvaluations.editor.tabs.label' })}
        // One scrolling row on a phone (16 tabs would wrap onto six rows); wrapped from 768 px.
        className="flex gap-x-1 overflow-x-auto whitespace-nowrap border-b border-neutral-300 md:flex-wrap md:overflow-visible"
      >
        {fieldTabIds.map((id) => (
          <Tab key={id} className={tabClass}>
            {intl.formatMessage({ id: fieldTabLabel(id) })}
          </Tab>
        ))}
        {relationTabs.map((relation) => (
          <Tab key={relation.id} className={tabClass}>
            {intl.formatMessage({ id: relation.labelId })}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        <form
          noValidate
          onSubmit={(event) => void save(event)}
          className={onFieldTab ? 'space-y-6' : 'hidden'}
        >
          {canEdit && (
            <p className="text-sm text-ink-muted">
              {intl.formatMessage({ id: 'cmsEvaluations.editor.required' })}
            </p>
          )}
          {fieldTabIds.map((id) => {
            const Content = fieldTabContent[id];
            return (
              <TabPanel key={id} className="space-y-6 focus-visible:outline-2">
                <Content {...tabProps} />
              </TabPanel>
            );
          })}
          {canEdit && (
            <EditorSaveBar control={form.control} outcome={outcome} otherMessages={otherMessages} />
          )}
        </form>
        {relationTabs.map(({ id, Component }) => (
          <TabPanel key={id} className="focus-visible:outline-2">
            <Suspense fallback={<TabLoading />}>
              <Component evaluationId={evaluation.id} canEdit={canEdit} />
            </Suspense>
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

function TabLoading() {
  return (
    <Skeleton className="space-y-4">
      <SkeletonBlock className="h-12 w-full" />
      <SkeletonBlock className="h-40 w-full" />
    </Skeleton>
  );
}
