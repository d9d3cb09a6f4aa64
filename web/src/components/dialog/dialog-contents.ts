// The registry of specialised dialog bodies: a feature registers the body of its dialog kind here.
import type { ComponentType } from 'react';
import type { Dialog, DialogKind, DialogResult } from '../../store/actions.ts';

/** What a dialog body gets: its queue entry and the way to close it with a result. */
export interface DialogContentProps {
  dialog: Dialog;
  close: (result: DialogResult) => void;
}

/**
 * Bodies of the specialised kinds (create, activate, bugReport, event, hours, hoursMove, mitigate),
 * filled in by the features that own them. A kind without a registered body is shown in the
 * generic frame with its title, message and buttons, so queueing and closing work for every kind.
 * A feature registers its body when its module loads: `dialogContents.hours = HoursDialog;`.
 */
export const dialogContents: Partial<Record<DialogKind, ComponentType<DialogContentProps>>> = {};
