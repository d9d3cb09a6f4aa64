// The organisation editor's part tabs, in the order the editor shows them after its field tabs.
// Each tab loads its own data and saves in place; its code is a chunk of its own. Which tabs a
// kind shows is in kinds.ts.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PartTabId } from '../kinds.ts';
import type { OwnPartTabProps } from './part-tab-props.ts';

export const partTabComponents: Record<
  PartTabId,
  LazyExoticComponent<ComponentType<OwnPartTabProps>>
> = {
  documents: lazy(() => import('./documents/DocumentsTab.tsx')),
  posts: lazy(() => import('./PostsPart.tsx')),
  events: lazy(() => import('./EventsPart.tsx')),
  downloads: lazy(() => import('./downloads/DownloadsTab.tsx')),
  settings: lazy(() => import('./settings/SettingsTab.tsx')),
  evaluations: lazy(() => import('./EvaluationsTab.tsx')),
};
