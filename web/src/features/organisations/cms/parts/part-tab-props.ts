// What the organisation editor hands its part tabs (posts, events, downloads, documents, settings,
// evaluations). The tabs import their props from here
// and the registry (part-tabs.ts) imports the tabs, so neither imports the other.
import type { OrganisationKind } from '../kinds.ts';

/** The organisations that have posts and events (the trial bureau has neither). */
export type PartOwnerKind = 'association' | 'program';

export interface OrganisationPartTabProps {
  kind: PartOwnerKind;
  /** The organisation's id. */
  ownerId: string;
  /** True when the signed-in user may only read. */
  readOnly: boolean;
}

/** What the tabs of this folder get (the trial bureau has parts too, unlike posts and events). */
export interface OwnPartTabProps {
  kind: OrganisationKind;
  ownerId: string;
}
