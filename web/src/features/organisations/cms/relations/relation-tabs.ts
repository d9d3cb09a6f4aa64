// The organisation editor's relation tabs, in the order the editor shows them after its field
// tabs. Each tab loads its own data and saves in place; its code is a chunk of its own. Which tabs
// a kind shows is in kinds.ts.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RelationTabId } from '../kinds.ts';
import type { RelationTabProps } from './relation-tab-props.ts';

export const relationTabComponents: Record<
  RelationTabId,
  LazyExoticComponent<ComponentType<RelationTabProps>>
> = {
  documents: lazy(() => import('./documents/DocumentsTab.tsx')),
  posts: lazy(() => import('./posts/OrganisationPostsTab.tsx')),
  events: lazy(() => import('./events/OrganisationEventsTab.tsx')),
  downloads: lazy(() => import('./downloads/DownloadsTab.tsx')),
  settings: lazy(() => import('./settings/SettingsTab.tsx')),
  evaluations: lazy(() => import('./EvaluationsTab.tsx')),
};
