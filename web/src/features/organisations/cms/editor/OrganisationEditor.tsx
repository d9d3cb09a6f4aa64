// The editor's tabs: three field tabs that are one form (one Save button, shown on each of them),
// then the kind's part tabs, each loading and saving its own data. The selected tab is in the URL
// (`?tab=`).
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useEditorTab } from '../../../../components/editor-tabs/use-editor-tab.ts';
import { formResolver } from '../../../../components/form/form-resolver.ts';
import { Skeleton, SkeletonBlock } from '../../../../components/status/Skeleton.tsx';
import { apiKind, type KindConfig } from '../kinds.ts';
import { useOrganisationText } from '../organisation-text.ts';
import { partTabComponents } from '../parts/part-tabs.ts';
import { EditorSaveBar } from './EditorSaveBar.tsx';
import { type FieldTabId, fieldTabIds } from './field-tabs.ts';
import {
  type EditedOrganisation,
  type EditorField,
  type EditorValues,
  editorSchema,
  toFormValues,
} from './form-values.ts';
import type { FieldTabProps } from './tabs/field-tab-props.ts';
import { GeneralTab } from './tabs/GeneralTab.tsx';
import { MediaTab } from './tabs/MediaTab.tsx';
import { TextsTab } from './tabs/TextsTab.tsx';
import { useSaveOrganisation } from './use-save-organisation.ts';

const fieldTabContent: Record<FieldTabId, (props: FieldTabProps) => React.ReactNode> = {
  general: GeneralTab,
  texts: TextsTab,
  media: MediaTab,
};

const tabClass =
  'min-h-11 rounded-t-md border-b-4 border-transparent px-3 py-2 sm:px-4 font-semibold text-ink-muted hover:text-brand-primary-dark data-selected:border-brand-primary-dark data-selected:text-brand-primary-dark';

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
  const allTabIds = useMemo(() => [...fieldTabIds, ...config.partTabs], [config]);
  const [tab, selectTab] = useEditorTab(allTabIds);
  const form = useForm<EditorValues>({
    resolver: formResolver(editorSchema),
    defaultValues: toFormValues(organisation),
    mode: 'onTouched',
  });

  // A field with an error on another tab: select that tab, then focus the field once it is there.
  const [pendingFocus, setPendingFocus] = useState<{ tab: FieldTabId; field: EditorField } | null>(
    null,
  );
  const { save, outcome, otherMessages } = useSaveOrganisation(
    form,
    apiKind[config.kind],
    organisation.id,
    (next, field) => {
      selectTab(next);
      setPendingFocus({ tab: next, field });
    },
  );
  useEffect(() => {
    if (!pendingFocus || pendingFocus.tab !== tab) return;
    const frame = requestAnimationFrame(() => {
      form.setFocus(pendingFocus.field);
      setPendingFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [pendingFocus, tab, form]);

  const selectedIndex = Math.max(0, allTabIds.indexOf(tab as (typeof allTabIds)[number]));
  const onFieldTab = selectedIndex < fieldTabIds.length;
  const tabProps: FieldTabProps = {
    control: form.control,
    config,
    specializations: useMemo(
      () => specializations.map((item) => ({ value: item.id, label: item.title })),
      [specializations],
    ),
  };

  // On a phone the tab row scrolls: keep the selected tab in view (jsdom has no scrollIntoView).
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
        aria-label={t('editor.tabs.label')}
        className="flex gap-x-1 overflow-x-auto whitespace-nowrap border-b border-neutral-300 md:flex-wrap md:overflow-visible"
      >
        {allTabIds.map((id) => (
          <Tab key={id} className={tabClass}>
            {t(`editor.tab.${id}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        <form
          noValidate
          onSubmit={(event) => void save(event)}
          className={onFieldTab ? 'space-y-6' : 'hidden'}
        >
          <p className="text-sm text-ink-muted">{t('editor.required')}</p>
          {fieldTabIds.map((id) => {
            const Content = fieldTabContent[id];
            return (
              <TabPanel key={id} className="space-y-6 focus-visible:outline-2">
                <Content {...tabProps} />
              </TabPanel>
            );
          })}
          <EditorSaveBar control={form.control} outcome={outcome} otherMessages={otherMessages} />
        </form>
        {config.partTabs.map((id) => {
          const Part = partTabComponents[id];
          return (
            <TabPanel key={id} className="focus-visible:outline-2">
              <Suspense fallback={<TabLoading />}>
                <Part kind={config.kind} ownerId={organisation.id} />
              </Suspense>
            </TabPanel>
          );
        })}
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
