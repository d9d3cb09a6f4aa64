// What the evaluation editor hands each relationship tab. The tabs import their props from here
// and the registry (relation-tabs.ts) imports the tabs, so neither imports the other.

export interface RelationTabProps {
  evaluationId: string;
  /** False for a researcher who is not a person of the evaluation: everything read-only. */
  canEdit: boolean;
}
