// The evaluation editor's relationship tabs, in the order the editor shows them after its field
// tabs. Each tab loads its own data and saves in place; its code is a chunk of its own.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MessageKey } from '../../../../i18n/messages.ts';
import type { RelationTabProps } from './relation-tab-props.ts';

export interface RelationTab {
  /** The tab's id in the URL (`?tab=criteria`). */
  id: string;
  labelId: MessageKey;
  Component: LazyExoticComponent<ComponentType<RelationTabProps>>;
}

export const relationTabs: readonly RelationTab[] = [
  {
    id: 'sections',
    labelId: 'cmsEvaluations.relations.tab.sections',
    Component: lazy(() => import('./SectionsTab.tsx')),
  },
  {
    id: 'criteria',
    labelId: 'cmsEvaluations.relations.tab.criteria',
    Component: lazy(() => import('./CriteriaTab.tsx')),
  },
  {
    id: 'participants',
    labelId: 'cmsEvaluations.relations.tab.participants',
    Component: lazy(() => import('./ParticipantsTab.tsx')),
  },
  {
    id: 'people',
    labelId: 'cmsEvaluations.relations.people.tab',
    Component: lazy(() => import('./PeopleTab.tsx')),
  },
  {
    id: 'measures',
    labelId: 'cmsEvaluations.relations.tab.measures',
    Component: lazy(() => import('./MeasuresTab.tsx')),
  },
  {
    id: 'documents',
    labelId: 'cmsEvaluations.relations.tab.documents',
    Component: lazy(() => import('./DocumentsTab.tsx')),
  },
  {
    id: 'links',
    labelId: 'cmsEvaluations.relations.tab.links',
    Component: lazy(() => import('./LinksTab.tsx')),
  },
  {
    id: 'posts',
    labelId: 'cmsEvaluations.relations.tab.posts',
    Component: lazy(() => import('./PostsTab.tsx')),
  },
  {
    id: 'data',
    labelId: 'cmsEvaluations.relations.data.tab',
    Component: lazy(() => import('./InclusionDataTab.tsx')),
  },
  {
    id: 'keys',
    labelId: 'cmsEvaluations.relations.tab.keys',
    Component: lazy(() => import('./KeySettingsTab.tsx')),
  },
];
