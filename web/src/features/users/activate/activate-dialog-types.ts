// What the `activate` dialog takes and hands back (a dialog kind of store/actions.ts).

/** Whom the activation mail goes to (the body sends it and shows the result). */
export interface ActivateDialogPayload {
  userId: string;
  name: string;
  email: string;
}

/** Whether the mail was handed to the mail server. */
export interface ActivateDialogValue {
  sent: boolean;
}

declare module '../../../store/actions.ts' {
  interface DialogPayloads {
    activate: ActivateDialogPayload;
  }
  interface DialogValues {
    activate: ActivateDialogValue;
  }
}
