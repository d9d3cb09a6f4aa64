// What the `event` dialog takes and hands back (typed in store/actions.ts). The dialog only edits
// values; the tab saves them, and on a refusal opens the dialog again with the server's messages.
import type { EventValues } from '../event-values.ts';

export interface EventDialogPayload {
  values: EventValues;
  /** Offer "Verwijderen" (an existing event). */
  canDelete: boolean;
  /** The server's messages for fields of the form (already translated). */
  fieldErrors?: readonly { field: keyof EventValues; message: string }[];
  /** The server's messages that belong to no field. */
  otherMessages?: readonly string[];
}

export type EventDialogValue = { action: 'save'; values: EventValues } | { action: 'delete' };

declare module '../../../../../store/actions.ts' {
  interface DialogPayloads {
    event: EventDialogPayload;
  }
  interface DialogValues {
    event: EventDialogValue;
  }
}
