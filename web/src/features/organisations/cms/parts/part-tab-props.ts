// What every tab of an organisation editor that lists the organisation's parts (posts, events,
// downloads, documents) receives from the editor.

/** The organisations that have posts and events (the trial bureau has neither). */
export type PartOwnerKind = 'association' | 'program';

export interface OrganisationPartTabProps {
  kind: PartOwnerKind;
  /** The organisation's id. */
  ownerId: string;
  /** True when the signed-in user may only read. */
  readOnly: boolean;
}
