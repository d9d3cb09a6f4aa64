// The editor's six field tabs, which fields each holds, and the tab to show for a field with an
// error. The relationship tabs follow these (relations/relation-tabs.ts).

import type { EditorField } from './form-values.ts';
import type { CmsEvaluationsEditorMessageKey } from './messages/index.ts';

export const fieldTabIds = ['general', 'dates', 'texts', 'study', 'media', 'settings'] as const;
export type FieldTabId = (typeof fieldTabIds)[number];

export const fieldTabs: Record<FieldTabId, readonly EditorField[]> = {
  general: ['title', 'slug', 'studyTitle', 'status', 'phase', 'descriptionShort', 'tags'],
  dates: [
    'startsAt',
    'endsAt',
    'adjustedEndsAt',
    'firstInclusionAt',
    'lastInclusionAt',
    'publishAt',
    'unpublishAt',
  ],
  texts: [
    'description',
    'studyDesign',
    'contactInfo',
    'analysis',
    'currentMedicalGuideline',
    'figure',
  ],
  study: [
    'objective',
    'researchQuestion',
    'researchAgency',
    'resourceAgency',
    'sponsor',
    'trialRegister',
    'edc',
    'castorSlug',
  ],
  media: ['logo', 'banner', 'vimeoId', 'instructionVideoUrl'],
  settings: [
    'isVisibleAtInclusionMonitor',
    'gradationId',
    'programIds',
    'associationIds',
    'specializationIds',
  ],
};

export const fieldTabLabel = (tab: FieldTabId) =>
  `cmsEvaluations.editor.tab.${tab}` as CmsEvaluationsEditorMessageKey;
