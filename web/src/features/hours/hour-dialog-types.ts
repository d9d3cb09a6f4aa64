// What the `hours` and `hoursMove` dialogs take and hand back (typed into the store's dialog kinds).
import type { HourDraft } from './hour-values.ts';

/** The hour to edit (with an id) or the slot of a new one, and which evaluations it may go on. */
export interface HoursDialogPayload {
  hour: HourDraft;
  /** Researchers book on their own evaluations; editors and admins on any. */
  onlyOwnProjects: boolean;
}

/** A confirmed `hours` dialog has saved the hour, or asks the page to delete it (after confirming). */
export type HoursDialogValue = { action: 'saved'; id: string } | { action: 'delete' };

/** A move or resize of an hour in the calendar, to confirm: its old and new period. */
export interface HoursMoveDialogPayload {
  from: { startsAt: string; endsAt: string };
  to: { startsAt: string; endsAt: string };
}

declare module '../../store/actions.ts' {
  interface DialogPayloads {
    hours: HoursDialogPayload;
    hoursMove: HoursMoveDialogPayload;
  }
  interface DialogValues {
    hours: HoursDialogValue;
  }
}
