// The evaluation editor's relation tabs, in the order the editor shows them after its field tabs.
// Each tab loads its own data and saves in place; its code is a chunk of its own.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RelationTabProps } from './relation-tab-props.ts';

export const relationTabIds = [
  'sections',
  'criteria',
  'participants',
  'people',
  'measures',
  'documents',
  'links',
  'posts',
  'data',
  'keys',
] as const;
type RelationTabId = (typeof relationTabIds)[number];

export const relationTabComponents: Record<
  RelationTabId,
  LazyExoticComponent<ComponentType<RelationTabProps>>
> = {
  sections: lazy(() => import('./SectionsTab.tsx')),
  criteria: lazy(() => import('./CriteriaTab.tsx')),
  participants: lazy(() => import('./ParticipantsTab.tsx')),
  people: lazy(() => import('./PeopleTab.tsx')),
  measures: lazy(() => import('./MeasuresTab.tsx')),
  documents: lazy(() => import('./DocumentsTab.tsx')),
  links: lazy(() => import('./LinksTab.tsx')),
  posts: lazy(() => import('./PostsTab.tsx')),
  data: lazy(() => import('./InclusionDataTab.tsx')),
  keys: lazy(() => import('./KeySettingsTab.tsx')),
};

/** A tab's label: its id in the URL (`?tab=criteria`) names its text. */
export const relationTabLabel = (id: RelationTabId) =>
  `cmsEvaluations.relations.tab.${id}` as const;
