// What the organisation editor hands its relation tabs (documents, posts, events, downloads,
// settings, evaluations). The tabs import their props from here and the registry
// (relation-tabs.ts) imports the tabs, so neither imports the other.
import type { OrganisationKind } from '../kinds.ts';

export interface RelationTabProps {
  kind: OrganisationKind;
  /** The organisation's id. */
  ownerId: string;
}

/** The organisations that publish posts and events (the trial bureau does not). */
export type PublishingKind = Exclude<OrganisationKind, 'trialBureau'>;
