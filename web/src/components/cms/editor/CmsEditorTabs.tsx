// A CMS editor's tabs: first the field tabs, which are one form with one Save bar shown on each of
// them, then the relation tabs (documents, posts, people...), each loading and saving its
// own data (lazy: a skeleton while its code arrives). The selected tab lives in the URL
// (`useEditorTab`). On a phone the tab row scrolls and keeps the selected tab in view.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { type FormEvent, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Skeleton, SkeletonBlock } from '../../status/Skeleton.tsx';

export interface EditorTab {
  id: string;
  label: string;
  content: ReactNode;
}

interface CmsEditorTabsProps {
  /** The tab row's name, e.g. "Onderdelen van de zorgevaluatie". */
  label: string;
  fieldTabs: readonly EditorTab[];
  relationTabs: readonly EditorTab[];
  tab: string;
  onSelect: (tab: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Above the field tabs' fields (e.g. "fields with * are required"). */
  formIntro?: ReactNode;
  /** Below them: the Save bar. */
  saveBar?: ReactNode;
}

/** The look of an editor's tab (a screen that draws its own tab row uses it too). */
export const tabClass =
  'min-h-11 rounded-t-md border-b-4 border-transparent px-3 py-2 sm:px-4 font-semibold text-ink-muted hover:text-brand-primary-dark data-selected:border-brand-primary-dark data-selected:text-brand-primary-dark';

export function CmsEditorTabs(props: CmsEditorTabsProps) {
  const { fieldTabs, relationTabs, tab, onSelect } = props;
  const tabs = [...fieldTabs, ...relationTabs];
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((entry) => entry.id === tab),
  );
  const onFieldTab = selectedIndex < fieldTabs.length;

  // jsdom has no scrollIntoView.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabList.current
      ?.querySelectorAll('[role="tab"]')
      [selectedIndex]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selectedIndex]);

  return (
    <TabGroup
      selectedIndex={selectedIndex}
      onChange={(index) => onSelect(tabs[index]?.id ?? tabs[0]?.id ?? '')}
      className="space-y-6"
    >
      <TabList
        ref={tabList}
        aria-label={props.label}
        // One scrolling row on a phone (many tabs would wrap onto several rows); wrapped from 768 px.
        className="flex gap-x-1 overflow-x-auto whitespace-nowrap border-b border-neutral-300 md:flex-wrap md:overflow-visible"
      >
        {tabs.map((entry) => (
          <Tab key={entry.id} className={tabClass}>
            {entry.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        <form noValidate onSubmit={props.onSubmit} className={onFieldTab ? 'space-y-6' : 'hidden'}>
          {props.formIntro && <p className="text-sm text-ink-muted">{props.formIntro}</p>}
          {fieldTabs.map((entry) => (
            <TabPanel key={entry.id} className="space-y-6 focus-visible:outline-2">
              {entry.content}
            </TabPanel>
          ))}
          {props.saveBar}
        </form>
        {relationTabs.map((entry) => (
          <TabPanel key={entry.id} className="focus-visible:outline-2">
            <Suspense fallback={<TabLoading />}>{entry.content}</Suspense>
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
